import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import type { CoreApi } from './core-api';

// tests/vectors/text/word-count.json through the core wasm module, read as the
// native suite reads it (tests/unit/word_count_vectors_test.cpp): the feedback
// form's live verdict is the server's.
const vectorFile = path.resolve(import.meta.dirname, '../../../../tests/vectors/text/word-count.json');

type WordCase = { name: string; text?: string; hex?: string; words: number | null; feedback: string };

function bytesFromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

describe('word rule in wasm: tests/vectors/text/word-count.json', () => {
  let core: CoreApi;
  const cases = (JSON.parse(fs.readFileSync(vectorFile, 'utf8')) as { cases: WordCase[] }).cases;

  beforeAll(async () => {
    core = await instantiateCore();
  });

  it('counts words on the exact bytes (panalo_word_count)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const c of cases) {
      const bytes = c.hex !== undefined ? bytesFromHex(c.hex) : new TextEncoder().encode(c.text ?? '');
      expect(core.wordCount(bytes), c.name).toBe(c.words);
    }
  });

  it('gives the feedback verdict on strings, as the form passes them (panalo_feedback_verdict)', () => {
    // hex cases hold bytes a JS string cannot carry as they are; the rest are strings already.
    for (const c of cases.filter((c) => c.text !== undefined)) {
      expect(core.feedbackVerdict(c.text ?? ''), c.name).toBe(c.feedback);
    }
  });

  it('exposes the limits the message names', () => {
    expect(core.feedbackLimits()).toEqual({ minWords: 5, maxWords: 300, maxCharacters: 3000 });
  });
});
