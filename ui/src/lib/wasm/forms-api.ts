// Typed face of the panalo_forms wasm exports (wasm/forms_validation.cpp). Every
// rule lives in shared/ (C++); this file only moves bytes in and out of linear
// memory and names the shapes of form_json.hpp.
import type { FormMessageKey } from './forms-messages';
import type { components } from '../api/schema';

export type FormsExports = {
  memory: WebAssembly.Memory;
  malloc: (size: number) => number;
  free: (ptr: number) => void;
  panalo_validate_form: (requestPtr: number, requestLen: number, outPtr: number, outCap: number) => number;
  panalo_pattern_compile: (patternPtr: number, patternLen: number) => number;
  panalo_pattern_match: (handle: number, subjectPtr: number, subjectLen: number) => number;
  panalo_pattern_free: (handle: number) => number;
  panalo_pattern_full_match: (patternPtr: number, patternLen: number, subjectPtr: number, subjectLen: number) => number;
  panalo_is_common_password: (passwordPtr: number, passwordLen: number) => number;
  panalo_matches_kind: (
    kindPtr: number,
    kindLen: number,
    valuePtr: number,
    valueLen: number,
    minLength: number,
    maxLength: number,
    digits: number,
  ) => number;
  panalo_optional_registration_fields: (outPtr: number, outCap: number) => number;
};

/** Limits some kinds take (pattern_kinds.hpp KindLimits); 0 means none. */
export type KindLimits = { minLength?: number; maxLength?: number; digits?: number };

/** Form names of form_json.hpp. */
export type FormName =
  | 'login.username'
  | 'login.sms'
  | 'registration.username'
  | 'registration.mobile'
  | 'agent.downline'
  | 'forgotPassword.email'
  | 'forgotPassword.phone'
  | 'changePassword'
  | 'smsCode'
  | 'activityApplication'
  | 'feedback';

export type RegistrationSettings = components['schemas']['RegistrationSettings'];
/** Bytes a JSON string cannot carry (invalid UTF-8), decoded by the entry point. */
export type HexValue = { hex: string };
export type ImageHeader = { headerHex: string; size: number };
export type FormValue = string | boolean | number | HexValue | ImageHeader[];
export type FormValues = Record<string, FormValue>;

export type FieldMessage = { key: FormMessageKey; params: number[] };
export type FieldMessages = Record<string, FieldMessage[]>;
export type FormVerdict = { ok: boolean; fields: FieldMessages };
/** A request the validators refused as a whole (bad settings, unknown form, ...). */
export type FormRefusal = { error: string; detail?: string };

export type FormsApi = {
  validateForm: (form: FormName, values: FormValues, settings: unknown) => FormVerdict | FormRefusal;
  /** Sends a request text as is: the tests use it for bytes a FormValues cannot hold. */
  validateRequestText: (requestJson: string) => string;
  /** panalo_pattern_full_match: 1, 0, or a negative code (-(100 + PatternErrorCode)). */
  patternFullMatch: (pattern: Uint8Array | string, subject: Uint8Array | string) => number;
  isCommonPassword: (password: string) => boolean;
  /** One named kind (e.g. "email", "phone_starting_with_9") on its own. */
  matchesKind: (kind: string, value: Uint8Array | string, limits?: KindLimits) => boolean;
  /** The optional registration fields of spec section 5 in display order (kOptionalRegistrationFields). */
  optionalRegistrationFields: () => readonly string[];
  /** The raw exports, for benchmarks of the boundary itself. */
  exports: FormsExports;
};

export class FormsError extends Error {
  constructor(
    readonly operation: string,
    readonly errorCode: number,
  ) {
    super(`${operation} failed with code ${errorCode}`);
    this.name = 'FormsError';
  }
}

// Most answers fit; a larger one is asked again with the size the export reports.
const INITIAL_ANSWER_BYTES = 4096;

export function isFormRefusal(answer: FormVerdict | FormRefusal): answer is FormRefusal {
  return 'error' in answer;
}

export function createFormsApi(exports: FormsExports): FormsApi {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const toBytes = (value: Uint8Array | string) => (typeof value === 'string' ? encoder.encode(value) : value);

  /** Copies bytes into a fresh allocation; malloc(0) may answer 0, so reserve at least one byte. */
  const allocate = (bytes: Uint8Array): number => {
    const ptr = exports.malloc(Math.max(bytes.length, 1));
    if (ptr === 0) throw new FormsError('malloc', 0);
    new Uint8Array(exports.memory.buffer, ptr, bytes.length).set(bytes);
    return ptr;
  };

  const validateRequestText = (requestJson: string): string => {
    const request = encoder.encode(requestJson);
    const requestPtr = allocate(request);
    try {
      let capacity = INITIAL_ANSWER_BYTES;
      for (;;) {
        const outPtr = exports.malloc(capacity);
        if (outPtr === 0) throw new FormsError('malloc', 0);
        try {
          const length = exports.panalo_validate_form(requestPtr, request.length, outPtr, capacity);
          if (length < 0) throw new FormsError('panalo_validate_form', length);
          // Read after the call: memory may have grown and replaced the buffer.
          if (length <= capacity) return decoder.decode(new Uint8Array(exports.memory.buffer, outPtr, length));
          capacity = length;
        } finally {
          exports.free(outPtr);
        }
      }
    } finally {
      exports.free(requestPtr);
    }
  };

  const validateForm = (form: FormName, values: FormValues, settings: unknown): FormVerdict | FormRefusal => {
    const answer = JSON.parse(validateRequestText(JSON.stringify({ form, values, settings: settings ?? null }))) as
      FormVerdict | (FormRefusal & { ok: false });
    if ('error' in answer)
      return answer.detail === undefined ? { error: answer.error } : { error: answer.error, detail: answer.detail };
    return { ok: answer.ok, fields: answer.fields };
  };

  const patternFullMatch = (pattern: Uint8Array | string, subject: Uint8Array | string): number => {
    const patternBytes = toBytes(pattern);
    const subjectBytes = toBytes(subject);
    const patternPtr = allocate(patternBytes);
    try {
      const subjectPtr = allocate(subjectBytes);
      try {
        return exports.panalo_pattern_full_match(patternPtr, patternBytes.length, subjectPtr, subjectBytes.length);
      } finally {
        exports.free(subjectPtr);
      }
    } finally {
      exports.free(patternPtr);
    }
  };

  const isCommonPassword = (password: string): boolean => {
    const bytes = encoder.encode(password);
    const ptr = allocate(bytes);
    try {
      const answer = exports.panalo_is_common_password(ptr, bytes.length);
      if (answer < 0) throw new FormsError('panalo_is_common_password', answer);
      return answer === 1;
    } finally {
      exports.free(ptr);
    }
  };

  const matchesKind = (kind: string, value: Uint8Array | string, limits: KindLimits = {}): boolean => {
    const kindBytes = encoder.encode(kind);
    const valueBytes = toBytes(value);
    const kindPtr = allocate(kindBytes);
    try {
      const valuePtr = allocate(valueBytes);
      try {
        const answer = exports.panalo_matches_kind(
          kindPtr,
          kindBytes.length,
          valuePtr,
          valueBytes.length,
          limits.minLength ?? 0,
          limits.maxLength ?? 0,
          limits.digits ?? 0,
        );
        if (answer < 0) throw new FormsError('panalo_matches_kind', answer);
        return answer === 1;
      } finally {
        exports.free(valuePtr);
      }
    } finally {
      exports.free(kindPtr);
    }
  };

  // A constant list: read once per module instance.
  let optionalFields: readonly string[] | null = null;
  const optionalRegistrationFields = (): readonly string[] => {
    if (optionalFields) return optionalFields;
    const needed = exports.panalo_optional_registration_fields(0, 0);
    if (needed < 0) throw new FormsError('panalo_optional_registration_fields', needed);
    const outPtr = exports.malloc(Math.max(needed, 1));
    if (outPtr === 0) throw new FormsError('malloc', 0);
    try {
      const length = exports.panalo_optional_registration_fields(outPtr, needed);
      if (length !== needed) throw new FormsError('panalo_optional_registration_fields', length);
      const names = JSON.parse(decoder.decode(new Uint8Array(exports.memory.buffer, outPtr, length))) as string[];
      optionalFields = Object.freeze(names);
      return optionalFields;
    } finally {
      exports.free(outPtr);
    }
  };

  return {
    validateForm,
    validateRequestText,
    patternFullMatch,
    isCommonPassword,
    matchesKind,
    optionalRegistrationFields,
    exports,
  };
}
