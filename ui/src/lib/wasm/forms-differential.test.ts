import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateForms } from '../../test/instantiate-forms';
import { randomFormRequest, seededRandom } from '../../test/random-form-requests';
import type { FormsApi } from './forms-api';

// Native vs wasm: the same random requests through build/native's
// panalo_validate_driver (one process, every request piped in) and through
// panalo_forms.wasm must give byte-for-byte the same answers. ci/test.sh
// names the driver; without it this suite fails rather than passing empty.
const REQUEST_COUNT = Number(process.env.PANALO_DIFFERENTIAL_COUNT ?? 20_000);
const SEED = Number(process.env.PANALO_DIFFERENTIAL_SEED ?? 20_240_611);
const driverPath = process.env.PANALO_VALIDATE_DRIVER;

/** Raw answer bytes from the wasm, so a difference in invalid UTF-8 cannot hide behind decoding. */
function wasmAnswerBytes(forms: FormsApi, request: Uint8Array): Uint8Array {
  const { exports } = forms;
  const requestPtr = exports.malloc(Math.max(request.length, 1));
  new Uint8Array(exports.memory.buffer, requestPtr, request.length).set(request);
  try {
    const needed = exports.panalo_validate_form(requestPtr, request.length, 0, 0);
    if (needed < 0) throw new Error(`panalo_validate_form answered ${needed}`);
    const outPtr = exports.malloc(Math.max(needed, 1));
    try {
      exports.panalo_validate_form(requestPtr, request.length, outPtr, needed);
      return new Uint8Array(exports.memory.buffer, outPtr, needed).slice();
    } finally {
      exports.free(outPtr);
    }
  } finally {
    exports.free(requestPtr);
  }
}

function splitLines(output: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = output.indexOf(10); i !== -1; i = output.indexOf(10, start)) {
    lines.push(output.subarray(start, i));
    start = i + 1;
  }
  return lines;
}

describe('native vs wasm differential', () => {
  let forms: FormsApi;

  beforeAll(async () => {
    forms = await instantiateForms();
  });

  it(`gives the same answer to ${REQUEST_COUNT} random requests`, () => {
    expect(driverPath, 'set PANALO_VALIDATE_DRIVER to build/native/tests/panalo_validate_driver').toBeTruthy();
    expect(fs.existsSync(driverPath!), `${driverPath} does not exist`).toBe(true);

    const rnd = seededRandom(SEED);
    const requests = Array.from({ length: REQUEST_COUNT }, () => randomFormRequest(rnd));
    const native = spawnSync(driverPath!, [], {
      input: requests.join('\n') + '\n',
      maxBuffer: 1 << 30,
    });
    expect(native.status, native.stderr?.toString()).toBe(0);
    const nativeLines = splitLines(native.stdout);
    expect(nativeLines.length).toBe(REQUEST_COUNT);

    const encoder = new TextEncoder();
    const disagreements: string[] = [];
    const answerKinds = new Map<string, number>();
    requests.forEach((request, index) => {
      const wasm = wasmAnswerBytes(forms, encoder.encode(request));
      const nativeAnswer = nativeLines[index]!;
      if (!Buffer.from(wasm).equals(nativeAnswer)) {
        disagreements.push(
          `${request.slice(0, 300)}\n  native: ${nativeAnswer.toString().slice(0, 300)}\n  wasm:   ${Buffer.from(wasm).toString().slice(0, 300)}`,
        );
      }
      const kind =
        /"error":"([a-z_]+)"/.exec(nativeAnswer.toString())?.[1] ??
        (nativeAnswer.includes('"ok":true') ? 'ok' : 'messages');
      answerKinds.set(kind, (answerKinds.get(kind) ?? 0) + 1);
    });

    console.log(
      `differential: ${REQUEST_COUNT} requests (seed ${SEED}), ${disagreements.length} disagreements; answers ${JSON.stringify(Object.fromEntries(answerKinds))}`,
    );
    expect(disagreements.slice(0, 5)).toEqual([]);
  }, 300_000);
});
