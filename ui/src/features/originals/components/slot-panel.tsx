import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { postSlotSpin } from '../api/originals-api';
import type { OriginalsGame, OriginalsRound } from '../api/originals-types';
import { usePlay } from '../lib/use-play';
import { useStake } from '../lib/use-stake';
import { StakeField } from './stake-field';

const SYMBOLS: Record<string, string> = {
  cherry: '🍒',
  lemon: '🍋',
  orange: '🍊',
  plum: '🍇',
  bell: '🔔',
  bar: '▬',
  seven: '7',
};

type Props = {
  game: OriginalsGame;
  core: CoreApi | null;
  customerId: string;
  onRound: (round: OriginalsRound) => void;
};

/** PO_FRUIT_SLOT: a 3x3 window, 5 lines, the paytable built to the configured RTP. */
export function SlotPanel({ game, core, customerId, onRound }: Props) {
  const { t } = useTranslation();
  const { stake, setStake, stakeError, read: readStake } = useStake(core);
  const { busy, round, error, play } = usePlay<OriginalsRound>(customerId);
  const window = round?.outcome.window ?? [
    ['seven', 'seven', 'seven'],
    ['cherry', 'bell', 'lemon'],
    ['bar', 'plum', 'orange'],
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = readStake();
    if (amount === null) return;
    void play(`slot|${amount}`, async (key) => {
      const result = await postSlotSpin(amount, key);
      if (result.ok) onRound(result.value);
      return result;
    });
  };

  return (
    <section className="originals-game" aria-labelledby="slot-title">
      <h2 id="slot-title" className="originals-game__title" tabIndex={-1}>
        {t('originals.slotTitle')}
      </h2>
      <p className="originals-game__rtp">{t('originals.rtp', { rtp: game.rtp })}</p>
      <div className="slot-window" role="img" aria-label={window.map((row) => row.join(' ')).join(', ')}>
        {window.map((row, r) =>
          row.map((symbol, c) => (
            <span key={`${r}-${c}`} className="slot-window__cell" data-symbol={symbol}>
              {SYMBOLS[symbol] ?? symbol}
            </span>
          )),
        )}
      </div>
      <p className="originals-game__result" role="status">
        {round
          ? round.payout === '0.00'
            ? t('originals.noWin')
            : t('originals.result', { payout: round.payout, multiplier: round.outcome.multiplier ?? '0' })
          : ''}
      </p>
      <form className="originals-game__form" onSubmit={submit} noValidate>
        <StakeField value={stake} errorCode={stakeError} onChange={setStake} />
        <button type="submit" className="button button--primary" disabled={busy || !core}>
          {busy ? t('originals.playing') : t('originals.spin')}
        </button>
      </form>
      <FormError code={error} />
      {game.paytable && (
        <details className="originals-paytable">
          <summary>{t('originals.paytable')}</summary>
          <dl>
            {Object.entries(game.paytable.threeOfAKind).map(([symbol, multiple]) => (
              <div key={symbol}>
                <dt>
                  {SYMBOLS[symbol]} {SYMBOLS[symbol]} {SYMBOLS[symbol]}
                </dt>
                <dd>×{multiple}</dd>
              </div>
            ))}
            <div>
              <dt>
                {SYMBOLS.cherry} {SYMBOLS.cherry} –
              </dt>
              <dd>×{game.paytable.twoCherries}</dd>
            </div>
          </dl>
        </details>
      )}
    </section>
  );
}
