import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';

export type LimitPeriod = 'day' | 'week' | 'month';

// PUT /wps/v2/deposits/limits ("tok"): sets one period's limit (amount) or removes it
// (null); the answer is every period after the change, a waiting increase included.
export function putDepositLimit(period: LimitPeriod, amount: string | null) {
  return toApiResult(
    apiClient.PUT('/wps/v2/deposits/limits', { headers: sessionTokenHeader(), body: { period, amount } }),
  );
}
