import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type FeedbackEntry = components['schemas']['FeedbackEntry'];
export type FeedbackCategory = FeedbackEntry['category'];

export const FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  'suggestion',
  'complaint',
  'deposit',
  'withdrawal',
  'games',
  'account',
  'other',
];

// PUT /wps/feedback (spec section 7, Feedback): the member's feedback, checked by the shared word rule.
export function putFeedback(category: FeedbackCategory, content: string) {
  return toApiResult(apiClient.PUT('/wps/feedback', { headers: sessionTokenHeader(), body: { category, content } }));
}

// GET /wps/feedback/list: the member's own feedback with the operator's answers.
export function getFeedbackList(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/feedback/list', { headers: sessionTokenHeader(), signal: signal ?? null }));
}

export function useFeedbackList(customerId: string) {
  return useQuery({
    queryKey: queryKeys.feedback(customerId),
    queryFn: ({ signal }) => valueOrThrow(getFeedbackList(signal)),
    select: (value) => value.list,
  });
}
