import { useCallback, useRef, useState, type FocusEvent } from 'react';
import type { FieldMessage } from '../../../lib/wasm/forms-api';
import { getAffiliate } from '../api/get-affiliate';

export const AFFILIATE_FIELD = 'affiliateCode';
export const INVITATION_CODE_ERROR = 'invitation_code_error';

type Verdict = { code: string; state: 'checking' | 'valid' | 'invalid' | 'unknown' };

const INVALID: readonly FieldMessage[] = [{ key: 'invalid_invitation_code', params: [] }];

/**
 * Asks the server whether an affiliate code exists (spec section 7, "Invalid
 * affiliate code: message key invitation_code_error"): when the field is left
 * and again before the registration is sent. Only the server can know, so no
 * rule is repeated here; a check that cannot be made leaves the verdict to the
 * registration call itself.
 */
export function useAffiliateCheck() {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const latest = useRef<Verdict | null>(null);

  const check = useCallback(async (code: string): Promise<Verdict['state']> => {
    if (latest.current?.code === code && latest.current.state !== 'checking' && latest.current.state !== 'unknown') {
      return latest.current.state;
    }
    const checking: Verdict = { code, state: 'checking' };
    latest.current = checking;
    setVerdict(checking);
    const result = await getAffiliate(code, window.location.hostname);
    const state: Verdict['state'] = result.ok
      ? 'valid'
      : result.error.code === INVITATION_CODE_ERROR
        ? 'invalid'
        : 'unknown';
    // A newer check (the visitor typed on) wins over this answer.
    if (latest.current === checking) {
      latest.current = { code, state };
      setVerdict(latest.current);
    }
    return state;
  }, []);

  /** True unless the server says the code does not exist; an empty code needs no check. */
  const ensureValid = useCallback(async (code: string) => code === '' || (await check(code)) !== 'invalid', [check]);

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === AFFILIATE_FIELD && target.value.trim() !== '')
      void check(target.value.trim());
  };

  const onInput = (event: { target: EventTarget }) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement &&
      target.name === AFFILIATE_FIELD &&
      latest.current?.code !== target.value.trim()
    ) {
      latest.current = null;
      setVerdict(null);
    }
  };

  /** The validators' messages for a field, plus the server's verdict on the affiliate code. */
  const withVerdict = (name: string, messages: readonly FieldMessage[]): readonly FieldMessage[] =>
    name === AFFILIATE_FIELD && verdict?.state === 'invalid' && !messages.some((m) => m.key === INVALID[0]!.key)
      ? [...messages, ...INVALID]
      : messages;

  return { ensureValid, onBlur, onInput, withVerdict };
}
