// Which routes need what (spec sections 2 and 6), kept free of React so the rule
// can be tested on its own.

export type AccessRule = 'public' | 'member' | 'agent';

export type SessionFacts = { hasToken: boolean; isAgent: boolean };

export type AccessDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/agent' };

export function decideAccess(rule: AccessRule, session: SessionFacts): AccessDecision {
  switch (rule) {
    case 'public':
      return { allow: true };
    case 'member':
      return session.hasToken ? { allow: true } : { allow: false, redirectTo: '/login' };
    case 'agent':
      // The agent center sends anyone who is not a logged-in agent to the agent login page.
      return session.hasToken && session.isAgent ? { allow: true } : { allow: false, redirectTo: '/agent' };
  }
}
