import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreWasmPath, instantiateCore } from '../../test/instantiate-core';
import { CoreError, type CoreApi } from './core-api';

// The same files the browser and native tests use: build/wasm from CMake, the
// shared vectors from tests/vectors. A missing file fails the suite on purpose.
const vectorPath = path.resolve(import.meta.dirname, '../../../../tests/vectors/lobby/page-window.json');

type VectorCase = {
  name: string;
  totalPages: number;
  currentPage: number;
  margin: number;
  range: number;
  expect: number[];
};

function readVectors(): VectorCase[] {
  if (!fs.existsSync(vectorPath)) return [];
  const parsed = JSON.parse(fs.readFileSync(vectorPath, 'utf8')) as { cases: VectorCase[] };
  return parsed.cases;
}

const vectors = readVectors();

describe('panalo_core wasm: lobby page window', () => {
  let core: CoreApi;

  beforeAll(async () => {
    core = await instantiateCore();
  });

  it('has the wasm module and the shared vectors', () => {
    expect(fs.existsSync(coreWasmPath), `missing ${coreWasmPath}: build the wasm target first`).toBe(true);
    expect(vectors.length, `no cases in ${vectorPath}`).toBeGreaterThan(0);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('vector: %s', (_name, v) => {
    expect(core.pageWindow(v.totalPages, v.currentPage, v.margin, v.range)).toEqual(v.expect);
  });

  it('uses margin 2 and range 5 by default (spec section 2, Game lobby)', () => {
    expect(core.pageWindow(20, 10)).toEqual(core.pageWindow(20, 10, 2, 5));
  });

  it('survives many calls without leaking its buffers', () => {
    for (let i = 0; i < 5000; i += 1) core.pageWindow(1000, (i % 1000) + 1);
    expect(core.pageWindow(3, 2)).toEqual([1, 2, 3]);
  });

  it('reports a refused call as a CoreError instead of returning garbage', () => {
    let thrown: unknown = null;
    try {
      core.pageWindow(Number.NaN, 1);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    expect(new CoreError('x', -1).errorCode).toBe(-1);
  });
});
