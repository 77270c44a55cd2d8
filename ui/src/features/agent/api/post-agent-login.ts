import { postLogin } from '../../auth/api/post-login';

// Agents sign in through the same session call; the agent check on the answer
// (member type 1, 2, 41 or 42, spec section 4) belongs to the login feature.
export function postAgentLogin(username: string, password: string) {
  return postLogin({ type: 'username', username, password });
}
