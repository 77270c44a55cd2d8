import type { AgentContract } from '../api/get-agent-contracts';
import type { MoneyText } from '../lib/use-money-text';
import { ContractCard } from './contract-card';
import type { ContractOutcome } from './contract-actions';

type Props = {
  title: string;
  emptyLine: string;
  contracts: readonly AgentContract[];
  customerId: string;
  money: MoneyText;
  onDone: (outcome: ContractOutcome) => void;
};

/** One side of the agent's contracts (held or given), under its own heading. */
export function ContractList({ title, emptyLine, contracts, customerId, money, onDone }: Props) {
  return (
    <section className="records__section">
      <h2 className="records__heading">{title}</h2>
      {contracts.length === 0 ? (
        <p className="records__hint">{emptyLine}</p>
      ) : (
        <ul className="contract-list">
          {contracts.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} customerId={customerId} money={money} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
