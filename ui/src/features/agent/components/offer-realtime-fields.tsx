import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

export type RealtimeDraft = { winRate: string; lossRate: string; singleBet: string };

type Props = { value: RealtimeDraft; onChange: (next: RealtimeDraft) => void };

/** A real-time salary has no tiers: a rate on won bets, one on lost bets, and the smallest bet that counts. */
export function OfferRealtimeFields({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('agent.contracts.winRate')}
        inputMode="decimal"
        placeholder={t('agent.offer.rateHint')}
        value={value.winRate}
        onChange={(e) => onChange({ ...value, winRate: e.target.value })}
      />
      <FormField
        label={t('agent.contracts.lossRate')}
        inputMode="decimal"
        placeholder={t('agent.offer.rateHint')}
        value={value.lossRate}
        onChange={(e) => onChange({ ...value, lossRate: e.target.value })}
      />
      <FormField
        label={t('agent.contracts.singleBet')}
        inputMode="decimal"
        value={value.singleBet}
        onChange={(e) => onChange({ ...value, singleBet: e.target.value })}
      />
    </>
  );
}
