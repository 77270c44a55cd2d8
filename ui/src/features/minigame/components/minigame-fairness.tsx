import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { getMinigameVerify, postMinigameRotate, type MinigameSeed, type MinigameSpin } from '../api/minigame-api';

type Props = {
  seed: MinigameSeed;
  /** The member's latest spin, to verify once its seed is revealed. */
  lastSpin: MinigameSpin | null;
  onChanged: () => void;
};

/**
 * Provably fair, as the house games: the hash of the server seed the next
 * spin uses, the client seed and the nonce; revealing rotates the seed so the
 * spins on it can be recomputed (HMAC-SHA256, see the API's description).
 */
export function MinigameFairness({ seed, lastSpin, onChanged }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const rotate = async () => {
    const result = await postMinigameRotate();
    setError(result.ok ? null : result.error.code);
    if (result.ok) {
      setNote(t('minigame.revealed', { seed: result.value.revealed.serverSeed, spins: result.value.revealed.spins }));
    }
    onChanged();
  };
  const verify = async () => {
    if (!lastSpin) return;
    const result = await getMinigameVerify(lastSpin.spinId);
    setError(result.ok ? null : result.error.code);
    if (result.ok) {
      setNote(
        result.value.hashMatches && result.value.outcomeMatches ? t('minigame.verifiedOk') : t('minigame.verifiedBad'),
      );
    }
  };

  return (
    <details className="minigame-fair">
      <summary className="minigame-fair__summary">{t('minigame.fairTitle')}</summary>
      <p className="minigame-fair__line">{t('minigame.fairLine')}</p>
      <dl className="minigame-fair__list">
        <dt>{t('minigame.serverSeedHash')}</dt>
        <dd className="minigame-fair__hex">{seed.serverSeedHash}</dd>
        <dt>{t('minigame.clientSeed')}</dt>
        <dd className="minigame-fair__hex">{seed.clientSeed}</dd>
        <dt>{t('minigame.nonce')}</dt>
        <dd>{seed.nonce}</dd>
      </dl>
      <div className="minigame-fair__actions">
        <button type="button" className="button button--ghost" onClick={() => void rotate()}>
          {t('minigame.rotate')}
        </button>
        <button type="button" className="button button--ghost" disabled={!lastSpin} onClick={() => void verify()}>
          {t('minigame.verifyLast')}
        </button>
      </div>
      <FormError code={error} />
      {note && (
        <p className="minigame-fair__note" role="status">
          {note}
        </p>
      )}
    </details>
  );
}
