import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantiateCore } from '../../test/instantiate-core';
import type { CoreApi } from './core-api';
import {
  LobbyError,
  type LobbyCatalogue,
  type LobbyGameInput,
  type LobbyQueryInput,
  type LobbySelectType,
} from './lobby-catalogue';

// The vectors the native GoogleTest reads (tests/unit/lobby_game_filter_test.cpp),
// through panalo_core.wasm and the typed wrapper the UI uses.
const vectorPath = path.resolve(import.meta.dirname, '../../../../tests/vectors/lobby/game-filter.json');

type VectorGame = Omit<LobbyGameInput, 'name'> & { name?: string; nameHex?: string };
type VectorQuery = Omit<LobbyQueryInput, 'nameSearch'> & { nameSearch?: string; nameSearchHex?: string };
type VectorCase = {
  name: string;
  query: VectorQuery;
  expect: { ids: number[]; totalItems: number; totalPages: number; pageNo: number; pageSize: number };
};
type Vectors = { catalogue: VectorGame[]; cases: VectorCase[] };

const vectors = JSON.parse(fs.readFileSync(vectorPath, 'utf8')) as Vectors;
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

const games: LobbyGameInput[] = vectors.catalogue.map(({ name, nameHex, ...game }) => ({
  ...game,
  name: nameHex === undefined ? (name ?? '') : fromHex(nameHex),
}));

describe('panalo_core wasm: lobby game filter', () => {
  let core: CoreApi;
  let catalogue: LobbyCatalogue;

  beforeAll(async () => {
    core = await instantiateCore();
    catalogue = core.loadLobbyCatalogue(games);
  });
  afterAll(() => catalogue.dispose());

  it('has the shared vectors', () => {
    expect(catalogue.size).toBeGreaterThanOrEqual(30);
    expect(vectors.cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(vectors.cases.map((c) => [c.name, c] as const))('vector: %s', (_name, c) => {
    const { nameSearchHex, ...query } = c.query;
    const page = catalogue.query(
      nameSearchHex === undefined ? query : { ...query, nameSearch: fromHex(nameSearchHex) },
    );
    const { positions, ...rest } = page;
    expect(rest).toEqual(c.expect);
    expect(positions.map((p) => games[p]!.id)).toEqual(c.expect.ids);
  });

  it('stays right over many queries on its reused buffers, long searches included', () => {
    for (let i = 0; i < 20_000; i += 1) {
      catalogue.query({
        nameSearch: i % 2 ? 'mahjong' : 'Ñ'.repeat(i % 500),
        selectType: 'FAV',
        favouriteIds: [101, i],
      });
    }
    expect(catalogue.query({ nameSearch: 'fortune ox' }).ids).toEqual([110, 138]);
    expect(
      catalogue.query({ selectType: 'RECENT', recentIds: Array.from({ length: 5000 }, (_, i) => 100 + (i % 40)) })
        .totalItems,
    ).toBe(38);
  });

  it('refuses an unknown select type', () => {
    expect(() => catalogue.query({ selectType: 'HOME' as LobbySelectType })).toThrow(RangeError);
  });

  it('refuses an id that is not a safe integer at load', () => {
    const bad = { ...games[0]!, id: 1.5 };
    expect(() => core.loadLobbyCatalogue([bad])).toThrow(RangeError);
  });

  it('a disposed catalogue refuses queries', () => {
    const small = core.loadLobbyCatalogue(games.slice(0, 3));
    expect(small.query({}).ids).toEqual([101, 102, 103]);
    small.dispose();
    expect(() => small.query({})).toThrow(LobbyError);
  });

  it('keeps separate catalogues apart', () => {
    const other = core.loadLobbyCatalogue(games.slice(5, 8));
    try {
      expect(other.query({ selectType: 'NEW' }).ids).toEqual([107, 106, 108]);
      expect(catalogue.query({ selectType: 'NEW', pageSize: 1 }).ids).toEqual([137]);
    } finally {
      other.dispose();
    }
  });
});
