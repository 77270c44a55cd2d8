import { apiGet } from '../../../lib/api/client';
import type { LanguageList } from '../../../lib/api/contract-types';

export function getSystemLanguages(signal?: AbortSignal) {
  return apiGet<LanguageList>('/wps/system/languages', signal ? { signal } : {});
}
