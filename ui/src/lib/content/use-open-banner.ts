import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStartLaunch } from '../games/use-launch-game';
import { loadCore } from '../wasm/load-core';
import type { Banner } from './notice';

/**
 * Opens a clicked banner by its linkageType (spec section 2: "Banner carousel
 * opens the slide link when clicked"): internal a page of this site, external
 * a new tab (through the shared link rule first, as every operator link), game
 * the game through the usual launch (which asks for a login when needed), none
 * nothing. The server refuses to store any other link; this checks again.
 */
export function useOpenBanner(): (banner: Banner) => void {
  const navigate = useNavigate();
  const startLaunch = useStartLaunch();
  return useCallback(
    (banner: Banner) => {
      const link = banner.linkUrl;
      switch (banner.linkageType) {
        case 'internal':
        case 'external':
          void loadCore().then((core) => {
            if (!core.isSafeLink(link)) return;
            // The rule's only links without a scheme are paths on this site.
            if (link.startsWith('/')) {
              void navigate(link);
              return;
            }
            const opened = window.open(link, '_blank', 'noopener,noreferrer');
            if (opened) opened.opener = null;
          });
          return;
        case 'game':
          if (/^[1-9][0-9]*$/.test(link)) void startLaunch(Number(link), false);
          return;
        case 'none':
          return;
      }
    },
    [navigate, startLaunch],
  );
}
