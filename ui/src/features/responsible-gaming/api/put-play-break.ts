import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { PlayBreakPeriod } from '../lib/periods';

// PUT /wps/v2/responsible-gaming/play-break ("tok"): starts a break or lengthens
// the running one; a shorter one is refused (play_break_cannot_be_shortened).
export function putPlayBreak(period: PlayBreakPeriod) {
  return toApiResult(
    apiClient.PUT('/wps/v2/responsible-gaming/play-break', { headers: sessionTokenHeader(), body: { period } }),
  );
}
