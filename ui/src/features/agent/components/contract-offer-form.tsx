import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { ContractKind } from '../api/get-agent-contracts';
import { useAgentTeamMembers } from '../api/get-agent-team-members';
import { useOfferContract } from '../api/post-agent-contract';
import {
  EMPTY_TIER,
  OFFER_PERIODS,
  offerBody,
  offerHasPeriod,
  type OfferDraft,
  type OfferPeriod,
} from '../lib/contract-offer';
import { OfferRealtimeFields } from './offer-realtime-fields';
import { OfferTierFields } from './offer-tier-fields';

type Props = { customerId: string; kinds: readonly ContractKind[] };

const blank = (kind: ContractKind): OfferDraft => ({
  account: '',
  kind,
  period: 'monthly',
  tiers: [EMPTY_TIER],
  winRate: '',
  lossRate: '',
  singleBet: '',
});

/**
 * A new contract request to a first-level sub-agent, of a kind the operator
 * enabled for this agent. The account field suggests the agent's direct
 * sub-agents; the server has the last word on who may receive an offer.
 */
export function ContractOfferForm({ customerId, kinds }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<OfferDraft>(() => blank(kinds[0] ?? 'dividend'));
  const [notice, setNotice] = useState('');
  const offer = useOfferContract(customerId);
  // Suggestions only: the team's agents, of whom the first level may get offers.
  const agents = useAgentTeamMembers(
    customerId,
    { accountType: 'agent', status: 'active', pageSize: 100 },
    kinds.length > 0,
  );
  const direct = (agents.data?.list ?? []).filter((member) => member.level === 1);

  if (kinds.length === 0) return <p className="records__hint">{t('agent.offer.noKinds')}</p>;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offer.isPending) return;
    setNotice('');
    offer.mutate(offerBody(draft), {
      onSuccess: (sent) => {
        setNotice(t('agent.offer.sent', { account: sent.holder }));
        setDraft(blank(draft.kind));
      },
    });
  };

  return (
    <form className="contract-offer" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="records__heading">
        {t('agent.offer.title')}
      </h2>
      <p className="records__hint">{t('agent.offer.intro')}</p>
      <FormField
        label={t('agent.offer.account')}
        value={draft.account}
        list={`${id}-agents`}
        autoComplete="off"
        aria-required
        onChange={(e) => setDraft({ ...draft, account: e.target.value })}
      />
      <datalist id={`${id}-agents`}>
        {direct.map((member) => (
          <option key={member.account} value={member.account}>
            {member.nickname}
          </option>
        ))}
      </datalist>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {t('agent.offer.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="field__input"
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as ContractKind })}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`agent.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {offerHasPeriod(draft.kind) && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-period`}>
            {t('agent.offer.period')}
          </label>
          <select
            id={`${id}-period`}
            className="field__input"
            value={draft.period}
            onChange={(e) => setDraft({ ...draft, period: e.target.value as OfferPeriod })}
          >
            {OFFER_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`agent.contractPeriods.${period}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {draft.kind === 'realtime' ? (
        <OfferRealtimeFields value={draft} onChange={(rates) => setDraft({ ...draft, ...rates })} />
      ) : (
        <OfferTierFields tiers={draft.tiers} onChange={(tiers) => setDraft({ ...draft, tiers })} />
      )}
      <FormError code={offer.isError ? errorCodeOf(offer.error) : null} />
      <p className="records__notice" role="status">
        {notice}
      </p>
      <button type="submit" className="button button--primary" disabled={offer.isPending} aria-busy={offer.isPending}>
        {offer.isPending ? t('agent.offer.sending') : t('agent.offer.submit')}
      </button>
    </form>
  );
}
