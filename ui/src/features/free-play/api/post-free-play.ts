import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';

// POST /wps/session/login/freeplay (spec section 7): a trial session. Every
// field of the body is optional (contract); we name only the platform (spec
// section 9: platform WEB) rather than guess values for the others.
export function postFreePlay() {
  return toApiResult(apiClient.POST('/wps/session/login/freeplay', { body: { platform: 'WEB' } }));
}
