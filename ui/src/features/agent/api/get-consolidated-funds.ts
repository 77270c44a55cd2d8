import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '../../../lib/api/api-error';
import { toApiResult } from '../../../lib/api/api-result';
import { apiClient, sessionTokenHeader } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { readSession, writeSession } from '../../../lib/storage/session-storage';

/** Which contract kinds the operator enabled for this agent (spec section 3, consolidated contract info). */
export type ConsolidatedFunds = components['schemas']['ConsolidatedFunds'];

// GET /wps/member/info/funds/consolidated ("tok").
export function getConsolidatedFunds(signal?: AbortSignal) {
  return toApiResult(
    apiClient.GET('/wps/member/info/funds/consolidated', { headers: sessionTokenHeader(), signal: signal ?? null }),
  );
}

const FLAGS = ['dailysalreqtype', 'divtypereq', 'contracthoursalreqa', 'realtimesalreqtype'] as const;

// Spec section 3 keeps the answer in session storage (consolidated, and the
// enableContract / enableSalary switches the spec's clients read), so a reload
// draws the agent menu with its flagged pages at once instead of after a call.
function remember(value: ConsolidatedFunds): ConsolidatedFunds {
  writeSession('consolidated', JSON.stringify(value));
  writeSession('enableContract', value.divtypereq === 1 ? 'true' : 'false');
  writeSession('enableSalary', value.dailysalreqtype === 1 ? 'true' : 'false');
  return value;
}

/** The stored answer, or nothing when it is missing or not the contract's shape (storage is not trusted). */
export function rememberedConsolidatedFunds(): ConsolidatedFunds | undefined {
  try {
    const stored: unknown = JSON.parse(readSession('consolidated') ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const record = stored as Record<string, unknown>;
    return FLAGS.every((flag) => record[flag] === 0 || record[flag] === 1) ? (stored as ConsolidatedFunds) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The flags, asked each time the agent center opens (they change only when the
 * operator switches a kind on or off) and drawn meanwhile from the stored copy.
 */
export function useConsolidatedFunds(customerId: string) {
  return useQuery({
    queryKey: queryKeys.consolidatedFunds(customerId),
    queryFn: async ({ signal }) => remember(await valueOrThrow(getConsolidatedFunds(signal))),
    initialData: rememberedConsolidatedFunds,
    // The stored copy is shown, never trusted as fresh: the call still goes out.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
