import { describe, expect, it } from 'vitest';
import { agentContract, agentContracts } from '../../../test/agent-fixtures';
import { contractActions, pendingRequests } from './contract-actions';

const termination = (byMe: boolean) => ({ id: 9, requestedBy: byMe ? 'rosa01' : 'boss01', byMe, createdAt: '' });

describe('contract actions (spec section 4, contract requests)', () => {
  it('lets the holder answer a pending offer, and the grantor only wait', () => {
    expect(contractActions(agentContract({ status: 'pending', role: 'holder' }))).toEqual(['accept', 'reject']);
    expect(contractActions(agentContract({ status: 'pending', role: 'grantor' }))).toEqual([]);
  });

  it('lets either party ask to end an active contract, and the other party answer', () => {
    expect(contractActions(agentContract({ status: 'active', role: 'grantor' }))).toEqual(['terminate']);
    expect(contractActions(agentContract({ status: 'active', termination: termination(false) }))).toEqual([
      'acceptTermination',
      'rejectTermination',
    ]);
    expect(contractActions(agentContract({ status: 'active', termination: termination(true) }))).toEqual([]);
  });

  it('offers nothing on an ended contract', () => {
    expect(contractActions(agentContract({ status: 'rejected' }))).toEqual([]);
    expect(contractActions(agentContract({ status: 'terminated' }))).toEqual([]);
  });

  it('asks the popup about offers to the agent and termination requests not its own', () => {
    const offer = agentContract({ id: 1, status: 'pending', role: 'holder' });
    const given = agentContract({ id: 2, status: 'pending', role: 'grantor' });
    const theirs = agentContract({ id: 3, status: 'active', role: 'grantor', termination: termination(false) });
    const mine = agentContract({ id: 4, status: 'active', termination: termination(true) });
    expect(pendingRequests(agentContracts([offer, mine], [given, theirs])).map((c) => c.id)).toEqual([1, 3]);
    expect(pendingRequests(undefined)).toEqual([]);
  });
});
