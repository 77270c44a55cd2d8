import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import type { RealityCheckMinutes } from '../lib/periods';

// PUT /wps/v2/responsible-gaming/reality-check ("tok"): the reminder interval, 0 = off.
export function putRealityCheck(intervalMinutes: RealityCheckMinutes) {
  return toApiResult(
    apiClient.PUT('/wps/v2/responsible-gaming/reality-check', {
      headers: sessionTokenHeader(),
      body: { intervalMinutes },
    }),
  );
}
