import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import { queryKeys } from '../../../lib/api/query-keys';
import { BUILT_IN_LANGUAGES, htmlLangFor } from '../../../lib/i18n/languages';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { putPlayBreak } from '../api/put-play-break';
import { putRealityCheck } from '../api/put-reality-check';
import {
  COOL_OFF_PERIODS,
  REALITY_CHECK_CHOICES,
  SELF_EXCLUSION_PERIODS,
  type PlayBreak,
  type PlayBreakPeriod,
  type RealityCheckMinutes,
} from '../lib/periods';

/**
 * The member center's responsible-gaming page (issue 13 item 7): take a break
 * (a cool-off or a self-exclusion, confirmed first because it cannot be undone)
 * and choose how often the reality-check reminder appears. The server holds
 * every rule (a break only grows; what it blocks); this page offers the choices
 * and shows its answers.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const settings = useResponsibleGaming(customerId);
  const queryClient = useQueryClient();
  const loading = settings.isPending || (settings.isFetching && settings.isError);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.responsibleGaming(customerId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.realityCheck(customerId) });
  };

  return (
    <div className="responsible" aria-busy={loading}>
      <p className="responsible__intro">{t('responsible.intro')}</p>
      <p className="visually-hidden" role="status">
        {loading ? t('responsible.loading') : ''}
      </p>
      {loading ? (
        <div className="responsible__placeholder" aria-hidden="true" title={t('responsible.loading')} />
      ) : settings.isError ? (
        <div className="responsible__failed">
          <FormError code={errorCodeOf(settings.error)} />
          <button type="button" className="button button--ghost" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <BreakSection running={settings.data.playBreak ?? null} onChanged={refresh} />
          <RealityCheckSection current={settings.data.realityCheckMinutes} onChanged={refresh} />
        </>
      )}
    </div>
  );
}

function useMoment() {
  const { i18n } = useTranslation();
  const locale = htmlLangFor(i18n.language, BUILT_IN_LANGUAGES);
  return (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

function BreakSection({ running, onChanged }: { running: PlayBreak | null; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const titleId = useId();
  const [chosen, setChosen] = useState<PlayBreakPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const start = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setError(null);
    setNotice('');
    const result = await putPlayBreak(chosen);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setError(result.error.code);
      return;
    }
    setChosen(null);
    setNotice(t('responsible.breakStarted'));
    await onChanged();
  };

  return (
    <section className="responsible__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="responsible__title">
        {t('responsible.breakTitle')}
      </h3>
      {running ? (
        <div className="responsible__status" data-testid="play-break-status">
          <Icon name="shield" size={22} />
          <div>
            <p className="responsible__status-line">
              {running.endsAt
                ? t(running.kind === 'cool_off' ? 'responsible.coolOffUntil' : 'responsible.selfExcludedUntil', {
                    end: moment(running.endsAt),
                  })
                : t('responsible.selfExcludedPermanent')}
            </p>
            <p className="responsible__muted">
              {t(running.kind === 'cool_off' ? 'errors.cool_off_active' : 'errors.self_exclusion_active')}
            </p>
          </div>
        </div>
      ) : (
        <p className="responsible__muted">{t('responsible.noBreak')}</p>
      )}
      <p className="responsible__muted">{t('responsible.breakRule')}</p>
      <fieldset className="responsible__choices">
        <legend className="responsible__legend">{t('responsible.coolOff')}</legend>
        {COOL_OFF_PERIODS.map((period) => (
          <PeriodChoice key={period} period={period} chosen={chosen} onChoose={setChosen} />
        ))}
      </fieldset>
      <fieldset className="responsible__choices">
        <legend className="responsible__legend">{t('responsible.selfExclusion')}</legend>
        {SELF_EXCLUSION_PERIODS.map((period) => (
          <PeriodChoice key={period} period={period} chosen={chosen} onChoose={setChosen} />
        ))}
      </fieldset>
      <FormError code={error} />
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <div>
        <button
          type="button"
          className="button button--primary"
          disabled={chosen === null || busy}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {running ? t('responsible.lengthen') : t('responsible.startBreak')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('responsible.confirmTitle', { period: chosen ? t(`responsible.periods.${chosen}`) : '' })}
        message={t(
          chosen?.startsWith('self_exclusion') ? 'responsible.confirmSelfExclusion' : 'responsible.confirmCoolOff',
        )}
        confirmLabel={busy ? t('responsible.starting') : t('responsible.confirmStart')}
        busy={busy}
        onConfirm={() => void start()}
        onCancel={() => {
          if (!busy) setConfirming(false);
        }}
      />
    </section>
  );
}

function PeriodChoice({
  period,
  chosen,
  onChoose,
}: {
  period: PlayBreakPeriod;
  chosen: PlayBreakPeriod | null;
  onChoose: (period: PlayBreakPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="responsible__choice">
      <input
        type="radio"
        name="play-break-period"
        value={period}
        checked={chosen === period}
        onChange={() => onChoose(period)}
      />
      <span>{t(`responsible.periods.${period}`)}</span>
    </label>
  );
}

function RealityCheckSection({ current, onChanged }: { current: RealityCheckMinutes; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // The choice shows at once while it is saved; a refusal puts the saved one back.
  const [selected, setSelected] = useState<RealityCheckMinutes | null>(null);
  const shown = selected ?? current;

  const choose = async (minutes: RealityCheckMinutes) => {
    if (busy || minutes === shown) return;
    setSelected(minutes);
    setBusy(true);
    setError(null);
    setNotice('');
    const result = await putRealityCheck(minutes);
    setBusy(false);
    if (!result.ok) {
      setSelected(null);
      setError(result.error.code);
      return;
    }
    setNotice(t('responsible.realityCheckSaved'));
    await onChanged();
  };

  return (
    <section className="responsible__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="responsible__title">
        {t('responsible.realityCheckTitle')}
      </h3>
      <p className="responsible__muted">{t('responsible.realityCheckIntro')}</p>
      <fieldset className="responsible__choices responsible__choices--row" disabled={busy}>
        <legend className="responsible__legend">{t('responsible.realityCheckEvery')}</legend>
        {REALITY_CHECK_CHOICES.map((minutes) => (
          <label key={minutes} className="responsible__choice">
            <input
              type="radio"
              name="reality-check-interval"
              value={minutes}
              checked={shown === minutes}
              onChange={() => void choose(minutes)}
            />
            <span>{minutes === 0 ? t('responsible.off') : t('responsible.minutes', { count: minutes })}</span>
          </label>
        ))}
      </fieldset>
      <FormError code={error} />
      <p className="responsible__saved" role="status">
        {notice}
      </p>
    </section>
  );
}
