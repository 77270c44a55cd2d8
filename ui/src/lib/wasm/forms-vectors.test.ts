import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formsWasmPath, instantiateForms } from '../../test/instantiate-forms';
import type { FormsApi } from './forms-api';

// tests/vectors/validation/*.json through panalo_forms.wasm, read exactly as the
// native suite reads them (tests/unit/validation_vectors_test.cpp and
// validation_vector_inputs.hpp). A missing file fails the suite: readFileSync throws.
const vectorDir = path.resolve(import.meta.dirname, '../../../../tests/vectors/validation');

type Json = Record<string, unknown>;
type VectorCase = Json & { name: string };

function readCases(file: string): VectorCase[] {
  return (JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8')) as { cases: VectorCase[] }).cases;
}

const encoder = new TextEncoder();

function bytesFromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function repeated(spec: Json, repeatKey: string, countKey: string): string {
  const prefix = typeof spec.prefix === 'string' ? spec.prefix : '';
  const suffix = typeof spec.suffix === 'string' ? spec.suffix : '';
  return prefix + String(spec[repeatKey]).repeat(Number(spec[countKey])) + suffix;
}

/** subjectOf: "value", "valueHex" or "repeat"/"count"/"prefix"/"suffix". */
function subjectOf(c: Json): Uint8Array {
  if (typeof c.value === 'string') return encoder.encode(c.value);
  if (typeof c.valueHex === 'string') return bytesFromHex(c.valueHex);
  if (typeof c.repeat === 'string') return encoder.encode(repeated(c, 'repeat', 'count'));
  throw new Error(`case has no subject: ${JSON.stringify(c)}`);
}

/** patternOf: "pattern", "patternHex", or repeatPattern x n then patternSuffixRepeat x n. */
function patternOf(c: Json): Uint8Array {
  if (typeof c.pattern === 'string') return encoder.encode(c.pattern);
  if (typeof c.patternHex === 'string') return bytesFromHex(c.patternHex);
  const count = Number(c.patternCount);
  const suffix = typeof c.patternSuffixRepeat === 'string' ? c.patternSuffixRepeat.repeat(count) : '';
  return encoder.encode(String(c.repeatPattern).repeat(count) + suffix);
}

/** expandRequest: {"repeat": ...} objects among request.values become strings. */
function expandRequest(request: Json): Json {
  const values = request.values;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return request;
  const expanded = Object.fromEntries(
    Object.entries(values as Json).map(([name, value]) => {
      const spec = value as Json | null;
      const isRepeat = typeof spec === 'object' && spec !== null && !Array.isArray(spec) && 'repeat' in spec;
      return [name, isRepeat ? repeated(spec, 'repeat', 'count') : value];
    }),
  );
  return { ...request, values: expanded };
}

// PatternErrorCode in declaration order (pattern.hpp): the export answers -(100 + index).
const PATTERN_ERROR_NAMES = [
  'pattern_too_long',
  'invalid_utf8',
  'too_deeply_nested',
  'program_too_large',
  'unbalanced_parenthesis',
  'unterminated_class',
  'empty_class',
  'invalid_class_range',
  'unsupported_class_syntax',
  'nothing_to_repeat',
  'invalid_quantifier',
  'nested_quantifier',
  'possessive_quantifier',
  'repetition_too_large',
  'backreference',
  'lookaround',
  'inline_flags',
  'unsupported_escape',
  'invalid_escape',
  'trailing_backslash',
];

describe('panalo_forms wasm: tests/vectors/validation', () => {
  let forms: FormsApi;

  beforeAll(async () => {
    expect(fs.existsSync(formsWasmPath), `${formsWasmPath} is missing: build the wasm target panalo_forms`).toBe(true);
    forms = await instantiateForms();
  });

  it('has at least 300 cases in all', () => {
    const total = ['patterns', 'kinds', 'forms', 'settings', 'common-passwords']
      .map((f) => readCases(`${f}.json`).length)
      .reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(300);
  });

  it('patterns.json: verdicts and load-time refusals', () => {
    const cases = readCases('patterns.json');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const answer = forms.patternFullMatch(patternOf(c), 'error' in c ? new Uint8Array() : subjectOf(c));
      if ('error' in c) {
        expect(answer, c.name).toBeLessThanOrEqual(-100);
        expect(PATTERN_ERROR_NAMES[-answer - 100], c.name).toBe(c.error);
      } else {
        expect(answer, c.name).toBe(c.match ? 1 : 0);
      }
    }
  });

  it('kinds.json: every verdict, as natively', () => {
    const cases = readCases('kinds.json');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const limits = {
        minLength: Number(c.minLength ?? 0),
        maxLength: Number(c.maxLength ?? 0),
        digits: Number(c.digits ?? 0),
      };
      expect(forms.matchesKind(String(c.kind), subjectOf(c), limits), String(c.name)).toBe(c.match);
    }
  });

  it('common-passwords.json', () => {
    for (const c of readCases('common-passwords.json')) {
      expect(forms.isCommonPassword(String(c.password)), c.name).toBe(c.common);
    }
  });

  it('optional-fields.json: the list the sign-up form draws (panalo_optional_registration_fields)', () => {
    const [only] = readCases('optional-fields.json');
    expect(forms.optionalRegistrationFields()).toEqual(only!.fields);
  });

  for (const file of ['forms.json', 'settings.json', 'site-words.json']) {
    it(`${file}: exact responses of panalo_validate_form`, () => {
      const cases = readCases(file);
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) {
        const requestText =
          typeof c.requestText === 'string' ? c.requestText : JSON.stringify(expandRequest(c.request as Json));
        const got = JSON.parse(forms.validateRequestText(requestText)) as Json;
        const expected = c.expect as Json;
        // An error's detail is English for operators; compared only when given.
        if (!('detail' in expected)) delete got.detail;
        expect(got, c.name).toEqual(expected);
      }
    });
  }
});
