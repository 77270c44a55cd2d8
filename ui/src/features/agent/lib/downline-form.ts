import type { FormName } from '../../../lib/wasm/forms-api';

/**
 * registerCenter is judged by the shared downline-account rules (shared/
 * validateDownlineAccount, through the forms wasm), never by rules typed here:
 * the site's username and password rules, the confirmation and the nickname.
 */
export const DOWNLINE_FORM: FormName = 'agent.downline';

/** The contract's limit on a nickname (AgentRegisterPayload.nickname maxLength). */
export const NICKNAME_MAX_LENGTH = 32;
