// "Stored in the browser: ... SMS login details (mobile number, dialing code)"
// (spec section 3): kept only when the player ticks remember me, so the next
// SMS login starts filled in. Never the code. Storage may be blocked; then
// nothing is remembered and nothing breaks.
const KEY = 'smsLogin';

export type SmsLoginDetails = { mobileNum: string; countryCode: string };

export function readSmsLoginDetails(): SmsLoginDetails | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { mobileNum, countryCode } = parsed as Record<string, unknown>;
    return typeof mobileNum === 'string' && typeof countryCode === 'string' ? { mobileNum, countryCode } : null;
  } catch {
    return null;
  }
}

export function rememberSmsLoginDetails(details: SmsLoginDetails | null): void {
  try {
    if (details) window.localStorage.setItem(KEY, JSON.stringify(details));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the login still worked, it is just not remembered.
  }
}
