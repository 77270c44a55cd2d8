import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAttemptKeys } from '../../../lib/api/attempt-keys';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { postConvert, pointsKeys, usePointsConfig, walletBalanceKey } from '../api/points-api';
import { rewardErrorKey } from '../lib/reward-error';
import { SectionState } from './section-state';

type Props = { points: number; core: CoreApi | null };

/**
 * Points to money. The money figure beside the field is the shared conversion
 * rule (wasm), the same code that decides on the server, so the member sees
 * what will be credited and why a number would be refused before sending it.
 */
export function ConvertForm({ points, core }: Props) {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const queryClient = useQueryClient();
  const config = usePointsConfig(customerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const keys = useRef(createAttemptKeys()).current;
  const fieldId = useId();
  const c = config.data;

  const quote =
    core && c
      ? core.quoteConversion(text, {
          pointsStep: c.pointsStep,
          minorPerStep: c.minorPerStep,
          minimum: c.minimum,
          dailyLimit: c.dailyLimit,
          convertedToday: c.convertedToday,
          balance: points,
        })
      : null;
  const figure = quote && core ? core.formatMinor(quote.minor, true) : '—';
  const liveError = text.trim() === '' ? null : (quote?.error ?? null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !quote) return;
    setNotice('');
    if (quote.error) return setError(quote.error);
    setError(null);
    setBusy(true);
    const sent = quote.points.toString();
    const result = await postConvert({ points: sent, idempotencyKey: keys.keyFor(sent) });
    setBusy(false);
    keys.settle(result.ok ? { ok: true } : { ok: false, code: result.error.code, status: result.error.status });
    if (!result.ok) return setError(result.error.code);
    const done = result.value.conversion;
    setText('');
    setNotice(
      t('rewards.converted', {
        points: done.points.toLocaleString(),
        amount: core ? core.formatMinor(done.amountMinor, true) : done.amount,
      }),
    );
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all(customerId) });
    void queryClient.invalidateQueries({ queryKey: walletBalanceKey(customerId) });
  };

  return (
    <SectionState query={config} empty={false} emptyTitle="" emptyLine="" icon="deposit">
      {c ? (
        <form className="rewards-convert" onSubmit={(e) => void onSubmit(e)} noValidate>
          <p className="rewards-convert__terms">
            {c.convertOpen
              ? t('rewards.convertLine', {
                  points: c.pointsStep.toLocaleString(),
                  amount: core ? core.formatMinor(c.minorPerStep, true) : c.moneyPerStep,
                  minimum: c.minimum.toLocaleString(),
                  remaining: c.remainingToday.toLocaleString(),
                })
              : t('rewards.convertClosed')}
          </p>
          <div className="rewards-convert__row">
            <div className="field">
              <label className="field__label" htmlFor={fieldId}>
                {t('rewards.pointsToConvert')}
              </label>
              <input
                id={fieldId}
                className="field__input"
                name="points"
                inputMode="numeric"
                autoComplete="off"
                value={text}
                disabled={!c.convertOpen}
                aria-invalid={liveError !== null}
                aria-describedby={`${fieldId}-figure`}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
            </div>
            <p className="rewards-convert__figure" id={`${fieldId}-figure`} aria-live="polite">
              <span>{t('rewards.youGet')}</span>
              <strong data-testid="convert-figure">{figure}</strong>
            </p>
          </div>
          <p className="form-error" role="alert" hidden={(error ?? liveError) === null}>
            {(error ?? liveError) === null ? '' : t(rewardErrorKey(error ?? liveError ?? ''))}
          </p>
          <p className="rewards-convert__notice" role="status">
            {notice}
          </p>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || !core || !c.convertOpen}
            aria-busy={busy}
          >
            {busy ? t('rewards.sending') : t('rewards.convertSubmit')}
          </button>
        </form>
      ) : null}
    </SectionState>
  );
}
