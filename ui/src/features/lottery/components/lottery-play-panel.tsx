import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartLaunch } from '../../../lib/games/use-launch-game';
import type { LotteryGame } from '../api/lottery-menu';

/**
 * The chosen lottery game and its "Play now": a real launch through the
 * server (GET /wps/game/launchGame), which applies the launch rules and
 * records the game as recent; a refusal (maintenance, the provider away, a
 * trial account) shows translated in the game notice.
 */
export function LotteryPlayPanel({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const startLaunch = useStartLaunch();
  const [starting, setStarting] = useState(false);
  const name = game.gameName || game.displayName;
  const play = async () => {
    setStarting(true);
    try {
      await startLaunch(game.nodeId, false);
    } finally {
      setStarting(false);
    }
  };
  return (
    <section className="lottery-play" aria-labelledby="lottery-play-title" data-game-code={game.gameCode}>
      <div className="lottery-play__text">
        <h2 id="lottery-play-title" className="lottery-play__title">
          {name}
        </h2>
        <p className="lottery-play__vendor">{game.vassalage}</p>
        {game.maintenance && <p className="lottery-play__maintenance">{t('games.maintenance')}</p>}
      </div>
      <button
        type="button"
        className="button button--primary lottery-play__button"
        aria-label={t('games.playNamed', { name })}
        aria-busy={starting}
        disabled={starting || game.maintenance}
        onClick={() => void play()}
      >
        {t('games.play')}
      </button>
    </section>
  );
}
