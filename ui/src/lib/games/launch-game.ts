import { toApiResult } from '../api/api-result';
import { apiClient, sessionTokenHeader } from '../api/client';
import type { components } from '../api/schema';

/** Where a launched game opens: `url` and `openMode` (route, iframe or window), as the server answers. */
export type LaunchAnswer = components['schemas']['GameLaunch'];

// GET /wps/game/launchGame (spec section 7, Game launch): the server applies the
// launch rules (login, trial accounts, maintenance, the agent's games, the link
// rule) and answers where the game opens; its refusals come back as error keys.
export function launchGame(nodeId: number, freeTrial: boolean, language: string) {
  return toApiResult(
    apiClient.GET('/wps/game/launchGame', {
      headers: sessionTokenHeader(),
      params: { query: { nodeId, freeTrial: freeTrial ? 'true' : 'false', language } },
    }),
  );
}
