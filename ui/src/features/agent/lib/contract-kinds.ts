import type { ConsolidatedFunds } from '../api/get-consolidated-funds';
import type { ContractKind } from '../api/get-agent-contracts';

/** The kinds in the order the menu and the offer form list them. */
export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** Which consolidated flag switches each kind on (spec section 3, consolidated contract info). */
export const KIND_FLAG: Readonly<Record<ContractKind, keyof ConsolidatedFunds>> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreqa',
  realtime: 'realtimesalreqtype',
};

/** Whether the operator enabled `kind` for this agent; unknown flags (still loading) count as off. */
export function kindEnabled(flags: ConsolidatedFunds | undefined, kind: ContractKind): boolean {
  return flags?.[KIND_FLAG[kind]] === 1;
}

export function enabledKinds(flags: ConsolidatedFunds | undefined): ContractKind[] {
  return CONTRACT_KINDS.filter((kind) => kindEnabled(flags, kind));
}
