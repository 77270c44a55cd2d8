import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, visibleAgentPages } from '../lib/agent-pages';
import { AgentMenu } from './agent-menu';
import { AgentPageContent } from './agent-page-content';

/**
 * The agent center (/agentHome, spec section 2): the menu, the page named by
 * ?page= (agentTeamOverview by default), and the contract popup. A page behind
 * a contract flag answers its link only when the operator enabled its kind;
 * while the flags are still on their way it waits rather than falling back.
 */
export function AgentCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const customerId = useSessionStore(selectCustomerId);
  const flags = useConsolidatedFunds(customerId);
  const pages = visibleAgentPages(flags.data);
  const requested = AGENT_PAGES.find((page) => page.key === params.get('page'));
  const waitingForFlags = requested !== undefined && !pages.includes(requested) && flags.isFetching;
  const current = (waitingForFlags ? requested : pages.find((page) => page === requested)) ?? DEFAULT_AGENT_PAGE;

  return (
    <div className="center-layout center-layout--agent">
      <AgentMenu pages={pages} current={current.key} />
      <section className="center-panel" aria-labelledby="agent-panel-title">
        <h1 id="agent-panel-title" className="center-panel__title">
          {t(`agent.pages.${current.key}`)}
        </h1>
        {waitingForFlags ? (
          <p className="records__loading" role="status">
            {t('agent.loadingPage')}
          </p>
        ) : (
          // Keyed by page: each page starts with its own filters and first page.
          <AgentPageContent key={current.key} page={current.key} />
        )}
      </section>
    </div>
  );
}
