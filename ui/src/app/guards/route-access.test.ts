import { describe, expect, it } from 'vitest';
import { decideAccess } from './route-access';

const visitor = { hasToken: false, isAgent: false };
const member = { hasToken: true, isAgent: false };
const agent = { hasToken: true, isAgent: true };

describe('route access', () => {
  it('lets everyone see public routes', () => {
    expect(decideAccess('public', visitor)).toEqual({ allow: true });
  });

  it('sends visitors on login-required routes to /login', () => {
    expect(decideAccess('member', visitor)).toEqual({ allow: false, redirectTo: '/login' });
    expect(decideAccess('member', member)).toEqual({ allow: true });
  });

  it('sends a visitor whose session ended on the page home, not to the login page', () => {
    expect(decideAccess('member', { ...visitor, signedOut: true })).toEqual({ allow: false, redirectTo: '/' });
    expect(decideAccess('agent', { ...visitor, signedOut: true })).toEqual({ allow: false, redirectTo: '/agent' });
  });

  it('sends trial players on member routes home with the in_need_true_account notice', () => {
    const trial = { hasToken: true, isAgent: false, isTrial: true };
    expect(decideAccess('member', trial)).toEqual({ allow: false, redirectTo: '/', notice: 'in_need_true_account' });
    expect(decideAccess('public', trial)).toEqual({ allow: true });
    expect(decideAccess('agent', trial)).toEqual({ allow: false, redirectTo: '/agent' });
  });

  it('sends non-agents on the agent center to /agent', () => {
    expect(decideAccess('agent', member)).toEqual({ allow: false, redirectTo: '/agent' });
    expect(decideAccess('agent', visitor)).toEqual({ allow: false, redirectTo: '/agent' });
    expect(decideAccess('agent', { hasToken: false, isAgent: true })).toEqual({ allow: false, redirectTo: '/agent' });
    expect(decideAccess('agent', agent)).toEqual({ allow: true });
  });
});
