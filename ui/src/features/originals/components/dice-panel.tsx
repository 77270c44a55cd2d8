import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { postDiceRoll } from '../api/originals-api';
import type { OriginalsGame, OriginalsRound } from '../api/originals-types';
import { usePlay } from '../lib/use-play';
import { useStake } from '../lib/use-stake';
import { StakeField } from './stake-field';

type Props = {
  game: OriginalsGame;
  core: CoreApi | null;
  customerId: string;
  onRound: (round: OriginalsRound) => void;
};

/** PO_DICE: a roll from 0.00 to 99.99 wins below the chosen target; the payout follows the configured RTP. */
export function DicePanel({ game, core, customerId, onRound }: Props) {
  const { t } = useTranslation();
  const targetId = useId();
  const { stake, setStake, stakeError, read: readStake } = useStake(core);
  const [target, setTarget] = useState(50);
  const { busy, round, error, play } = usePlay<OriginalsRound>(customerId);
  // The server's multiplier rule through wasm, shown before the roll; the RTP
  // ("99.00" percent) read by the money rule is its basis points (9900).
  const rtp = core?.parseAmount(game.rtp);
  const multiplierE4 = rtp?.ok ? core?.diceMultiplierE4(Number(rtp.minor), target * 100) : null;
  const multiplier = multiplierE4 == null ? '-' : formatE4(multiplierE4);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = readStake();
    if (amount === null) return;
    void play(`dice|${amount}|${target}`, async (key) => {
      const result = await postDiceRoll(amount, target * 100, key);
      if (result.ok) onRound(result.value);
      return result;
    });
  };

  return (
    <section className="originals-game" aria-labelledby="dice-title">
      <h2 id="dice-title" className="originals-game__title" tabIndex={-1}>
        {t('originals.diceTitle')}
      </h2>
      <p className="originals-game__rtp">{t('originals.rtp', { rtp: game.rtp })}</p>
      <p className={round?.outcome.win ? 'dice-roll dice-roll--win' : 'dice-roll'} aria-hidden="true">
        {round?.outcome.roll ?? '--.--'}
      </p>
      <p className="originals-game__result" role="status">
        {round
          ? t(round.outcome.win ? 'originals.diceWin' : 'originals.diceLoss', {
              roll: round.outcome.roll ?? '',
              payout: round.payout,
            })
          : ''}
      </p>
      <form className="originals-game__form" onSubmit={submit} noValidate>
        <StakeField value={stake} errorCode={stakeError} onChange={setStake} />
        <div className="field">
          <label className="field__label" htmlFor={targetId}>
            {t('originals.target', { target, multiplier })}
          </label>
          <input
            id={targetId}
            type="range"
            min={1}
            max={98}
            value={target}
            onChange={(event) => setTarget(Number(event.target.value))}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy || !core}>
          {busy ? t('originals.playing') : t('originals.roll')}
        </button>
      </form>
      <FormError code={error} />
    </section>
  );
}

/** 19800 as "1.9800": a multiplier x10^4 with its 4 decimals. */
function formatE4(valueE4: number): string {
  return `${Math.floor(valueE4 / 10000)}.${String(valueE4 % 10000).padStart(4, '0')}`;
}
