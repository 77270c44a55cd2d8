import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/api/query-keys';
import { preloadCrypto } from '../../../lib/crypto/preload-crypto';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import type { AgentTeamMember } from '../api/post-agent-register-downline';
import { DownlineCreated } from './downline-created';
import { DownlineForm } from './downline-form';

type Props = { loadFormsApi?: () => Promise<FormsApi> };

/** registerCenter (account): the agent opens a member or sub-agent account under itself. */
export function RegisterCenterPage({ loadFormsApi }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  const ready = useFormsReady(true, loadFormsApi);
  const [created, setCreated] = useState<AgentTeamMember | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The sealing module and the server's key are fetched while the agent types,
  // so the submit does not wait for them.
  useEffect(() => preloadCrypto(), []);

  const onCreated = (member: AgentTeamMember) => {
    setCreated(member);
    setFormKey((key) => key + 1);
    // The new account counts in the team list and the overview from now on.
    void queryClient.invalidateQueries({ queryKey: queryKeys.agent(customerId) });
  };

  return (
    <div className="agent-register">
      <p className="records__hint">{t('agent.register.intro')}</p>
      {created && <DownlineCreated member={created} />}
      <DownlineForm key={formKey} ready={ready} onCreated={onCreated} />
    </div>
  );
}
