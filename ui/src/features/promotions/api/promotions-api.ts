import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];
export type Promotion = Schemas['Promotion'];
export type PromotionDetail = Schemas['PromotionDetail'];
export type PromotionStatus = Schemas['PromotionStatus'];
export type PromotionPayment = Schemas['PromotionPayment'];
export type Language = 'en' | 'ty' | 'pt';

// A member's promotions live under the member's key (cleared with the rest of a
// member's data on sign-out); a visitor's under 'promotions'. The language is
// the last part: the server answers in it.
const viewer = (customerId: string) => (customerId ? ['member', customerId, 'promotions'] : ['promotions', 'visitor']);
export const promotionKeys = {
  all: (customerId: string) => viewer(customerId),
  list: (customerId: string, language: Language) => [...viewer(customerId), 'list', language],
  detail: (customerId: string, id: number, language: Language) => [...viewer(customerId), 'detail', id, language],
  available: (customerId: string) => [...viewer(customerId), 'available'],
  mine: (customerId: string, language: Language) => [...viewer(customerId), 'mine', language],
};

export function usePromotions(customerId: string, language: Language) {
  return useQuery({
    queryKey: promotionKeys.list(customerId, language),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/promotions', {
            params: { query: { language } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
  });
}

export function usePromotionDetail(customerId: string, id: number, language: Language) {
  return useQuery({
    queryKey: promotionKeys.detail(customerId, id, language),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/promotions/detail', {
            params: { query: { id, language } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
    enabled: id > 0,
  });
}

/** The public state's availablePromo / availablePromoCount (the side menu's badge). */
export function useAvailablePromotions(customerId: string) {
  return useQuery({
    queryKey: promotionKeys.available(customerId),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(apiClient.GET('/wps/v2/promotions/available', { headers: sessionTokenHeader(), signal })),
      ),
    staleTime: 60_000,
  });
}

export function useMyPromotions(customerId: string, language: Language) {
  return useQuery({
    queryKey: promotionKeys.mine(customerId, language),
    queryFn: ({ signal }) =>
      valueOrThrow(
        toApiResult(
          apiClient.GET('/wps/v2/promotions/mine', {
            params: { query: { language } },
            headers: sessionTokenHeader(),
            signal,
          }),
        ),
      ),
  });
}

export type PromotionAction =
  { kind: 'join'; promotionId: number } | { kind: 'claim' | 'raffle'; promotionId: number; idempotencyKey: string };

export type ApplicationRequest = { promotionId: number; remark: string; images: string[] };

function send(action: PromotionAction, language: Language) {
  const headers = sessionTokenHeader();
  const params = { query: { language } };
  if (action.kind === 'join') {
    return toApiResult(
      apiClient.POST('/wps/v2/promotions/join', { params, body: { promotionId: action.promotionId }, headers }),
    );
  }
  return toApiResult(
    apiClient.POST(action.kind === 'claim' ? '/wps/v2/promotions/claim' : '/wps/v2/promotions/raffle/claim', {
      params,
      body: { promotionId: action.promotionId, idempotencyKey: action.idempotencyKey },
      headers,
    }),
  );
}

/** After any answer the promotions, the header balance and the records are asked afresh (a refusal may mean the status moved on). */
function useRefreshAfter(customerId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: promotionKeys.all(customerId) }),
      client.invalidateQueries({ queryKey: queryKeys.walletBalance(customerId) }),
      client.invalidateQueries({ queryKey: queryKeys.records(customerId) }),
    ]);
}

/** Join, claim or draw. Answers the API result as it is: the page shows a refusal by its key. */
export function usePromotionAction(customerId: string, language: Language) {
  const refresh = useRefreshAfter(customerId);
  return useMutation({ mutationFn: (action: PromotionAction) => send(action, language), onSettled: refresh });
}

/** The activity application (remark and base64 images). */
export function useApplyPromotion(customerId: string, language: Language) {
  const refresh = useRefreshAfter(customerId);
  return useMutation({
    mutationFn: (request: ApplicationRequest) =>
      toApiResult(
        apiClient.POST('/wps/v2/promotions/applications', {
          params: { query: { language } },
          body: request,
          headers: sessionTokenHeader(),
        }),
      ),
    onSettled: refresh,
  });
}
