import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import { BUILT_IN_LANGUAGES, htmlLangFor } from '../../../lib/i18n/languages';
import { useSessionStore } from '../../../lib/session/session-store';
import { useCore } from '../../../lib/wasm/use-core';
import type { Language } from '../api/promotions-api';
import { apiLanguage } from './promotion-text';

export type PromoContext = {
  customerId: string;
  /** A real member: statuses are theirs and the actions are open. */
  member: boolean;
  isLogin: boolean;
  language: Language;
  /** BCP 47 tag for dates. */
  locale: string;
  symbol: string;
  show: (minor: number, serverText: string) => string;
};

/**
 * What every promotions view needs: who asks (a visitor's and a trial account's
 * statuses are the time-based ones), in which language, and money shown by the
 * shared rule with the site's currency symbol (from the member's balance, the
 * same call and key as the header's).
 */
export function usePromoContext(): PromoContext {
  const { i18n } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  const customerId = useSessionStore((s) => s.customerId);
  const member = isLogin && !isTrial;
  const { core } = useCore();
  const balance = useQuery({
    queryKey: queryKeys.walletBalance(customerId),
    queryFn: ({ signal }) =>
      valueOrThrow(toApiResult(apiClient.GET('/wps/v2/wallets/balance', { headers: sessionTokenHeader(), signal }))),
    enabled: member,
    staleTime: 30_000,
  });
  const show = useCallback(
    (minor: number, serverText: string) => (core ? core.formatMinor(minor, true) : serverText),
    [core],
  );
  return {
    customerId: member ? customerId : '',
    member,
    isLogin,
    language: apiLanguage(i18n.language),
    locale: htmlLangFor(i18n.language, BUILT_IN_LANGUAGES),
    symbol: balance.data?.currencySymbol ?? '',
    show,
  };
}
