// The statuses the contract names for team transactions (AgentTeamTransaction.status):
// deposits in_process, approved, rejected; withdrawals in_process, rejected,
// disbursed, received, partly_received, not_received. The field is open text,
// so a status added later shows as sent until it has a translation.
const KNOWN = [
  'in_process',
  'approved',
  'rejected',
  'disbursed',
  'received',
  'partly_received',
  'not_received',
] as const;

export type TransactionStatusKey = (typeof KNOWN)[number];

export function transactionStatusKey(status: string): TransactionStatusKey | null {
  return (KNOWN as readonly string[]).includes(status) ? (status as TransactionStatusKey) : null;
}
