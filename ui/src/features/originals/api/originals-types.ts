import type {
  getOriginalsGames,
  getOriginalsSeed,
  getVerifyRound,
  postRotateSeed,
  postSlotSpin,
} from './originals-api';

type Value<F extends (...args: never[]) => Promise<unknown>> =
  Extract<Awaited<ReturnType<F>>, { ok: true }> extends {
    value: infer V;
  }
    ? V
    : never;

export type OriginalsGames = Value<typeof getOriginalsGames>;
export type OriginalsGame = OriginalsGames['games'][number];
export type OriginalsSeed = Value<typeof getOriginalsSeed>;
export type OriginalsRound = Value<typeof postSlotSpin>;
export type RotatedSeed = Value<typeof postRotateSeed>;
export type VerifiedRound = Value<typeof getVerifyRound>;
