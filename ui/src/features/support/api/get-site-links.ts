import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type CustomerServiceChannel = components['schemas']['CustomerServiceChannel'];
export type ResourceLink = { labelNameEn: string; url: string };

export type SiteLinks = {
  customerService: CustomerServiceChannel[];
  /** The operator's site.resources by resource type (social, app, media, ...). */
  resources: Record<string, ResourceLink[]>;
};

// GET /wps/system/permission: the operator's customer-service channels and
// resources (spec section 3: Resource labelNameEn/url keyed by resourceType).
export function getSiteLinks(signal?: AbortSignal) {
  return toApiResult(apiClient.GET('/wps/system/permission', { signal: signal ?? null }));
}

/** The links the side menu and footer draw; null while loading or after a failure (nothing is drawn then). */
export function useSiteLinks(): SiteLinks | null {
  return (
    useQuery({
      queryKey: queryKeys.siteLinks(),
      queryFn: ({ signal }) => valueOrThrow(getSiteLinks(signal)),
      select: (value): SiteLinks => ({
        customerService: value.customerService,
        resources: value.resources,
      }),
      staleTime: 5 * 60_000,
    }).data ?? null
  );
}
