// The standalone validators module built from wasm/forms_validation.cpp, imported
// as ESM through vite-plugin-wasm (alias in vite.config.ts). Loaded on demand only.
declare module '@panalo/forms-wasm' {
  export const memory: WebAssembly.Memory;
  export function _initialize(): void;
  export function malloc(size: number): number;
  export function free(ptr: number): void;
  export function panalo_validate_form(requestPtr: number, requestLen: number, outPtr: number, outCap: number): number;
  export function panalo_pattern_compile(patternPtr: number, patternLen: number): number;
  export function panalo_pattern_match(handle: number, subjectPtr: number, subjectLen: number): number;
  export function panalo_pattern_free(handle: number): number;
  export function panalo_pattern_full_match(
    patternPtr: number,
    patternLen: number,
    subjectPtr: number,
    subjectLen: number,
  ): number;
  export function panalo_is_common_password(passwordPtr: number, passwordLen: number): number;
  export function panalo_matches_kind(
    kindPtr: number,
    kindLen: number,
    valuePtr: number,
    valueLen: number,
    minLength: number,
    maxLength: number,
    digits: number,
  ): number;
  export function panalo_optional_registration_fields(outPtr: number, outCap: number): number;
}
