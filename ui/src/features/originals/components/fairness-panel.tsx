import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { getVerifyRound, postClientSeed, postRotateSeed } from '../api/originals-api';
import type { OriginalsRound, OriginalsSeed, RotatedSeed, VerifiedRound } from '../api/originals-types';

type Revealed = RotatedSeed['revealed'];

type Props = {
  seed: OriginalsSeed;
  customerId: string;
  lastRound: OriginalsRound | null;
  /** The last seed revealed; held by the page, since this panel starts afresh on every new seed hash. */
  revealed: Revealed | null;
  onRevealed: (revealed: Revealed) => void;
};

/**
 * Provably fair: the committed hash of the server seed, the player's client
 * seed (editable) and the next nonce; rotating reveals the server seed so any
 * round on it can be recomputed, here or with any HMAC-SHA256 tool.
 */
export function FairnessPanel({ seed, customerId, lastRound, revealed, onRevealed }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clientSeedId = useId();
  const [clientSeed, setClientSeed] = useState(seed.clientSeed);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState<VerifiedRound | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', customerId, 'originals-seed'] });

  const saveClientSeed = async (event: FormEvent) => {
    event.preventDefault();
    const result = await postClientSeed(clientSeed.trim());
    setError(result.ok ? null : result.error.code);
    void refresh();
  };
  const rotate = async () => {
    const result = await postRotateSeed();
    if (result.ok) onRevealed(result.value.revealed);
    setError(result.ok ? null : result.error.code);
    void refresh();
  };
  const verify = async () => {
    if (!lastRound) return;
    const result = await getVerifyRound(lastRound.roundId);
    setVerified(result.ok ? result.value : null);
    setError(result.ok ? null : result.error.code);
  };

  return (
    <section className="originals-fair" aria-labelledby="fair-title">
      <h2 id="fair-title" className="originals-game__title">
        {t('originals.fairTitle')}
      </h2>
      <dl className="originals-fair__list">
        <dt>{t('originals.serverSeedHash')}</dt>
        <dd className="originals-fair__hex">{seed.serverSeedHash}</dd>
        <dt>{t('originals.nonce')}</dt>
        <dd>{seed.nonce}</dd>
      </dl>
      <form className="originals-fair__form" onSubmit={(event) => void saveClientSeed(event)}>
        <div className="field">
          <label className="field__label" htmlFor={clientSeedId}>
            {t('originals.clientSeed')}
          </label>
          <input
            id={clientSeedId}
            className="field__input"
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--ghost">
          {t('originals.saveClientSeed')}
        </button>
      </form>
      <div className="originals-fair__actions">
        <button type="button" className="button button--ghost" onClick={() => void rotate()}>
          {t('originals.rotate')}
        </button>
        <button type="button" className="button button--ghost" disabled={!lastRound} onClick={() => void verify()}>
          {t('originals.verifyLast')}
        </button>
      </div>
      <FormError code={error} />
      {revealed && (
        <p className="originals-fair__note" role="status">
          {t('originals.revealed', { seed: revealed.serverSeed, rounds: revealed.rounds })}
        </p>
      )}
      {verified && (
        <p className="originals-fair__note" role="status">
          {verified.hashMatches && verified.outcomeMatches ? t('originals.verifiedOk') : t('originals.verifiedBad')}
        </p>
      )}
    </section>
  );
}
