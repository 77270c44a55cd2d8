import { useEffect, useState } from 'react';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';

// Customer-service links come from operator data. Whether one may go in an href
// is the shared link rule the server stores them by (http(s), mailto, tel or a
// /path on this site; shared/include/panalo/text/link_rule.hpp), run here through
// the core wasm module: there is no TypeScript copy of it.

/** The link when the shared rule allows it in an href, else null. */
export type LinkCheck = (href: string) => string | null;

export function linkCheckOf(core: Pick<CoreApi, 'isSafeLink'>): LinkCheck {
  return (href) => (core.isSafeLink(href) ? href : null);
}

/**
 * The link check once the core module is in; null until then, and for good if
 * the module cannot load: a caller draws no operator link it cannot judge.
 */
export function useLinkCheck(load: () => Promise<CoreApi> = loadCore): LinkCheck | null {
  const [check, setCheck] = useState<LinkCheck | null>(null);
  useEffect(() => {
    let alive = true;
    load().then(
      (core) => alive && setCheck(() => linkCheckOf(core)),
      () => {
        // Fail closed: the status page keeps its message and shows no link.
      },
    );
    return () => {
      alive = false;
    };
  }, [load]);
  return check;
}
