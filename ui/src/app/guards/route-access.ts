// Which routes need what (spec sections 2 and 6), kept free of React so the rule
// can be tested on its own.

export type AccessRule = 'public' | 'member' | 'agent';

/**
 * signedOut: the session ended while the page was shown (logging out, ending
 * this device's session in the session list, closing a change-only popup);
 * such a visitor goes home rather than to a login page they did not ask for.
 */
export type SessionFacts = { hasToken: boolean; isAgent: boolean; isTrial?: boolean; signedOut?: boolean };

export type AccessDecision =
  | { allow: true }
  | { allow: false; redirectTo: '/login' | '/agent' | '/' }
  /** A trial player on a member-only route: home, with the in_need_true_account notice. */
  | { allow: false; redirectTo: '/'; notice: 'in_need_true_account' };

export function decideAccess(rule: AccessRule, session: SessionFacts): AccessDecision {
  switch (rule) {
    case 'public':
      return { allow: true };
    case 'member':
      if (!session.hasToken) return { allow: false, redirectTo: session.signedOut ? '/' : '/login' };
      // Trial: member center hidden, cannot play (spec section 6).
      return session.isTrial ? { allow: false, redirectTo: '/', notice: 'in_need_true_account' } : { allow: true };
    case 'agent':
      // The agent center sends anyone who is not a logged-in agent to the agent login page.
      return session.hasToken && session.isAgent ? { allow: true } : { allow: false, redirectTo: '/agent' };
  }
}
