import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoadingCoverStore } from '../../lib/loading-cover/loading-cover-store';

/**
 * After each route change: back to the top (or to the #section asked for, such as
 * /help#term) and the loading cover goes away (spec section 2).
 */
export function RouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    useLoadingCoverStore.getState().hide();
  }, [pathname, search, hash]);
  return null;
}
