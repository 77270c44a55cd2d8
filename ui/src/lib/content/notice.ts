import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../api/api-error';
import { toApiResult } from '../api/api-result';
import { apiClient, sessionTokenHeader } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { components } from '../api/schema';
import { selectCustomerId, selectIsLogin, useSessionStore } from '../session/session-store';

export type Notices = components['schemas']['Notices'];
/** Spec section 3, Announcement item: title, content (HTML the server sanitised), promotionType. */
export type Announcement = components['schemas']['Announcement'];
/** Spec section 3, Banner: groupName, url (the image), linkageType (and where it links). */
export type Banner = components['schemas']['Banner'];
export type BannerGroup = Banner['groupName'];
/** Popup execution flag (spec section 3): A logged in, B anonymous, F first login. */
export type Execution = 'A' | 'B' | 'F';

/** Spec section 7, Notice: every type, platform W. */
const NOTICE_TYPES = 'B,PL,PU,PR,H';

/** GET /wps/relay/CSP_notice. A and F send the member's token (the server refuses them without one). */
export function getNotice(execution: Execution, language: string, signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/relay/CSP_notice', {
      headers: execution === 'B' ? {} : sessionTokenHeader(),
      params: { query: { types: NOTICE_TYPES, platform: 'W', execution, language } },
      signal: signal ?? null,
    }),
  );
}

/**
 * The notice lists for `execution` in the visitor's language. One query serves
 * the marquee, the banners of every group and the popup list; kept for five
 * minutes, the operator's changes show on the next visit.
 */
export function useNotices(execution: Execution, language: string, enabled = true) {
  const customerId = useSessionStore(selectCustomerId);
  return useQuery({
    queryKey: queryKeys.notice(execution, execution === 'B' ? '' : customerId, language),
    queryFn: ({ signal }) => valueOrThrow(getNotice(execution, language, signal)),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The lists a page shows to this visitor: a member's (A) when logged in, else a visitor's (B). */
export function useVisitorNotices(language: string) {
  const isLogin = useSessionStore(selectIsLogin);
  return useNotices(isLogin ? 'A' : 'B', language);
}

/** One banner group's slides, in the operator's order (the server sorts them). */
export function bannersOf(notices: Notices | undefined, group: BannerGroup): Banner[] {
  return (notices?.banners ?? []).filter((b) => b.groupName === group);
}
