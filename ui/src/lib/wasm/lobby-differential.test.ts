import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import { catalogueLines, queryLine, randomCatalogue, randomLobbyQuery } from '../../test/random-lobby-queries';
import { seededRandom } from '../../test/random-form-requests';
import type { CoreApi } from './core-api';
import type { LobbyGameInput, LobbyQueryInput } from './lobby-catalogue';

// Native vs wasm for the lobby filter: random catalogues, random queries over
// each, through build/native's panalo_lobby_driver and through panalo_core.wasm
// via the UI's wrapper; every page must be the same. One driver process reads
// the batches as a stream: while the wasm answers one batch here, the driver
// answers the next one on the other core. ci/test.sh names the driver and runs
// this file on its own after the other UI tests (beside them it would take the
// CPU their 5 s limits need); without the driver this suite fails rather than
// passing empty.
const QUERY_COUNT = Number(process.env.PANALO_LOBBY_DIFFERENTIAL_COUNT ?? 1_000_000);
const SEED = Number(process.env.PANALO_LOBBY_DIFFERENTIAL_SEED ?? 20_261_124);
const QUERIES_PER_CATALOGUE = 5_000;
const driverPath = process.env.PANALO_LOBBY_DRIVER;

type Batch = { games: LobbyGameInput[]; queries: LobbyQueryInput[] };

/** The driver's answer lines as they arrive; `take(n)` waits for the next n. */
function lineReader(child: ReturnType<typeof spawn>) {
  const lines: string[] = [];
  let partial = '';
  let consumed = 0;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    for (const part of parts) lines.push(part);
    wake?.();
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code) => {
    if (code !== 0) failure = new Error(`panalo_lobby_driver exited with ${code}: ${stderr}`);
    wake?.();
  });
  child.on('error', (error) => {
    failure = error;
    wake?.();
  });
  const take = async (count: number): Promise<string[]> => {
    while (lines.length - consumed < count) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
    const taken = lines.slice(consumed, consumed + count);
    consumed += count;
    return taken;
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { take, exited };
}

describe('lobby filter: native vs wasm differential', () => {
  let core: CoreApi;

  beforeAll(async () => {
    core = await instantiateCore();
  });

  it(`gives the same page to ${QUERY_COUNT} random queries`, async () => {
    expect(driverPath, 'set PANALO_LOBBY_DRIVER to build/native/tests/panalo_lobby_driver').toBeTruthy();
    expect(fs.existsSync(driverPath!), `${driverPath} does not exist`).toBe(true);

    const rnd = seededRandom(SEED);
    const child = spawn(driverPath!, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    const native = lineReader(child);
    let generated = 0;
    const nextBatch = (): Batch | null => {
      const count = Math.min(QUERIES_PER_CATALOGUE, QUERY_COUNT - generated);
      if (count <= 0) return null;
      generated += count;
      const games = randomCatalogue(rnd);
      const queries = Array.from({ length: count }, () => randomLobbyQuery(rnd, games));
      child.stdin.write(catalogueLines(games) + queries.map(queryLine).join(''));
      return { games, queries };
    };

    const disagreements: string[] = [];
    let disagreementCount = 0;
    const bySelect = new Map<string, number>();
    let nonEmpty = 0;
    let catalogues = 0;
    const started = Date.now();
    let batch = nextBatch();
    while (batch !== null) {
      const current = batch;
      batch = nextBatch(); // the driver starts on it while the wasm answers this one
      if (batch === null) child.stdin.end();
      catalogues += 1;
      const catalogue = core.loadLobbyCatalogue(current.games);
      const wasmLines = current.queries.map((query) => {
        const page = catalogue.query(query);
        if (page.totalItems > 0) nonEmpty += 1;
        bySelect.set(query.selectType!, (bySelect.get(query.selectType!) ?? 0) + 1);
        return `${page.totalItems} ${page.totalPages} ${page.pageNo} ${page.pageSize}${page.ids.length ? ' ' + page.ids.join(' ') : ''}`;
      });
      catalogue.dispose();
      const nativeLines = await native.take(current.queries.length);
      wasmLines.forEach((wasmLine, i) => {
        if (wasmLine === nativeLines[i]) return;
        disagreementCount += 1;
        if (disagreements.length < 5) {
          disagreements.push(
            `${queryLine(current.queries[i]!).slice(0, 300)}  native: ${nativeLines[i]?.slice(0, 200)}\n  wasm:   ${wasmLine.slice(0, 200)}`,
          );
        }
      });
    }
    expect(await native.exited).toBe(0);
    console.log(
      `lobby differential: ${QUERY_COUNT} queries over ${catalogues} catalogues (seed ${SEED}) in ${Date.now() - started} ms, ` +
        `${disagreementCount} disagreements; ${nonEmpty} non-empty; ${JSON.stringify(Object.fromEntries(bySelect))}`,
    );
    expect(disagreements).toEqual([]);
    // Reach: many queries must find something, or the test says little.
    expect(nonEmpty).toBeGreaterThan(QUERY_COUNT / 3);
  }, 600_000);
});
