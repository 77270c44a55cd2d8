import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { EMPTY_TIER, MAX_TIERS, type TierDraft } from '../lib/contract-offer';

type Props = { tiers: readonly TierDraft[]; onChange: (tiers: TierDraft[]) => void };

/** The offer's tiers, one fieldset each, with rows added up to ten and removed down to one. */
export function OfferTierFields({ tiers, onChange }: Props) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  return (
    <div className="offer-tiers">
      {tiers.map((tier, index) => (
        <fieldset key={index} className="offer-tier">
          <legend className="field__label">{t('agent.offer.tierLegend', { n: index + 1 })}</legend>
          <FormField
            label={t('agent.contracts.rate')}
            inputMode="decimal"
            placeholder={t('agent.offer.rateHint')}
            value={tier.rate}
            onChange={(e) => update(index, { rate: e.target.value })}
          />
          <FormField
            label={t('agent.contracts.minActiveMembers')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={tier.minActiveMembers}
            onChange={(e) => update(index, { minActiveMembers: e.target.value })}
          />
          <FormField
            label={t('agent.contracts.minValidBet')}
            inputMode="decimal"
            placeholder={t('agent.offer.moneyHint')}
            value={tier.minValidBet}
            onChange={(e) => update(index, { minValidBet: e.target.value })}
          />
          <FormField
            label={t('agent.contracts.minProfitLoss')}
            inputMode="decimal"
            placeholder={t('agent.offer.moneyHint')}
            value={tier.minProfitLoss}
            onChange={(e) => update(index, { minProfitLoss: e.target.value })}
          />
          {tiers.length > 1 && (
            <button
              type="button"
              className="button button--ghost button--small offer-tier__remove"
              onClick={() => onChange(tiers.filter((_, i) => i !== index))}
            >
              {t('agent.offer.removeTier', { n: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {tiers.length < MAX_TIERS && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onChange([...tiers, EMPTY_TIER])}
        >
          {t('agent.offer.addTier')}
        </button>
      )}
    </div>
  );
}
