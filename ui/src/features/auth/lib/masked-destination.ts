/** What the unregistered-IP gate sends with ip_verification_required. */
export type IpVerificationChallenge = {
  method: 'sms' | 'email';
  /** Already masked by the server, e.g. "+63 ******123". */
  destination: string;
  expiredMinutes: number;
};

/** Reads the challenge from a failure's data; null when the server sent none usable. */
export function readIpVerificationChallenge(data: Record<string, unknown> | undefined): IpVerificationChallenge | null {
  if (!data) return null;
  const { method, destination, expiredMinutes } = data;
  if ((method !== 'sms' && method !== 'email') || typeof destination !== 'string') return null;
  return { method, destination, expiredMinutes: typeof expiredMinutes === 'number' ? expiredMinutes : 1 };
}
