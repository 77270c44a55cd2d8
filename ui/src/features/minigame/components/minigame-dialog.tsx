import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { FormError } from '../../../components/form-error';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { formatTime } from '../../../lib/i18n/format-time';
import { selectCustomerId, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { useMinigameState, type MinigameState } from '../api/minigame-api';
import { prizeText } from '../lib/prize-text';
import { useSpin } from '../lib/use-spin';
import { chancesOf, landingRotation } from '../lib/wheel-geometry';
import { MinigameFairness } from './minigame-fairness';
import { SpinWheel } from './spin-wheel';

type Props = { open: boolean; onClose: () => void };

/** The mini game popup (spec section 2, Popups: "mini game"): the daily spin. */
export function MinigameDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const isTrial = useSessionStore(selectIsTrial);
  return (
    <Dialog open={open} onClose={onClose} title={t('minigame.title')} className="dialog--minigame">
      {isTrial ? (
        <NoDataView icon="lock" title={t('minigame.trialTitle')} line={t('minigame.trialLine')} />
      ) : (
        <MinigameBody />
      )}
    </Dialog>
  );
}

function MinigameBody() {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const state = useMinigameState(customerId, true);
  if (state.isPending) {
    return (
      <p className="minigame__status" role="status" aria-busy="true">
        {t('minigame.loading')}
      </p>
    );
  }
  if (state.isError) {
    return (
      <NoDataView role="alert" icon="wifiOff" title={t('minigame.loadFailed')} line="">
        <FormError code={errorCodeOf(state.error)} />
        <button type="button" className="button button--primary" onClick={() => void state.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }
  if (!state.data.enabled || state.data.segments.length < 2) {
    return <NoDataView icon="gift" title={t('minigame.closedTitle')} line={t('minigame.closedLine')} />;
  }
  return <Wheel state={state.data} customerId={customerId} onChanged={() => void state.refetch()} />;
}

function Wheel({ state, customerId, onChanged }: { state: MinigameState; customerId: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [rotation, setRotation] = useState(() =>
    state.current ? landingRotation(0, state.current.segment, state.segments.length, 0) : 0,
  );
  const { busy, spin, landed, error, start } = useSpin(customerId, (answer) =>
    setRotation((from) => landingRotation(from, answer.segment, state.segments.length)),
  );
  const shown = spin && landed ? spin : !spin ? state.current : null;
  const nextAt = error?.nextAt ?? state.nextAt;
  const chances = chancesOf(state.segments.map((segment) => segment.weight));

  return (
    <div className="minigame">
      <SpinWheel segments={state.segments} rotation={rotation} highlight={shown ? shown.segment : null} />
      <div className="minigame__side">
        <p className="minigame__result" role="status" aria-live="polite">
          {busy && !landed && spin ? t('minigame.spinning') : ''}
          {shown &&
            (spin
              ? t('minigame.won', { prize: prizeText(t, shown.kind, shown.amount) })
              : t('minigame.already', { prize: prizeText(t, shown.kind, shown.amount) }))}
        </p>
        <button
          type="button"
          className={`button ${state.available ? 'button--primary' : 'button--ghost'} button--block minigame__spin`}
          // Not disabled after this period's spin: the server is the judge, and a
          // press then answers with why and when the next spin opens.
          disabled={busy}
          onClick={() => void start()}
        >
          {busy ? t('minigame.spinning') : t('minigame.spin')}
        </button>
        <FormError code={error?.code ?? null} />
        {nextAt && (!state.available || error) && (
          <p className="minigame__next">{t('minigame.nextAt', { time: formatTime(nextAt, i18n.language) })}</p>
        )}
        <h3 className="minigame__subtitle">{t('minigame.prizesTitle')}</h3>
        <ul className="minigame__odds">
          {state.segments.map((segment, index) => (
            <li key={segment.position}>
              <span>{prizeText(t, segment.kind, segment.amount)}</span>
              <span className="minigame__chance">{t('minigame.chance', { percent: chances[index] ?? '0.0' })}</span>
            </li>
          ))}
        </ul>
        <p className="minigame__period">
          {t(state.period === 'weekly' ? 'minigame.periodWeekly' : 'minigame.periodDaily', { zone: state.timeZone })}
        </p>
        <MinigameFairness seed={state.seed} lastSpin={spin ?? state.current ?? null} onChanged={onChanged} />
      </div>
    </div>
  );
}
