import type { SessionSnapshot } from '../../lib/session/session-store';

export type RealAccountVerdict = 'allowed' | 'needsLogin' | 'needsRealAccount';

/**
 * Starting a game, favouriting, the member center: a visitor must log in
 * first, and a trial (free play) player needs a real account (spec sections 4-6).
 */
export function realAccountVerdict(session: Pick<SessionSnapshot, 'isLogin' | 'isTrial'>): RealAccountVerdict {
  if (!session.isLogin) return 'needsLogin';
  return session.isTrial ? 'needsRealAccount' : 'allowed';
}
