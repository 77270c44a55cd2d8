import type { components } from '../../../lib/api/schema';
import type { SealedPayload } from '../../../lib/api/sealed-payloads';
import { apiSealedRequest } from '../../../lib/crypto/sealed-request';

export type AgentRegisterPayload = SealedPayload<'POST', '/wps/agent/team/register'>;
export type AgentTeamMember = components['schemas']['AgentTeamMember'];

// POST /wps/agent/team/register ("tok, enc"): registerCenter. The body carries
// a password, so it is sealed with HPKE and bound to this session's token, as
// the points redeem and convert calls are (lib/crypto/sealed-request.ts).
export function postAgentRegisterDownline(payload: AgentRegisterPayload) {
  return apiSealedRequest('POST', '/wps/agent/team/register', payload, { withToken: true });
}
