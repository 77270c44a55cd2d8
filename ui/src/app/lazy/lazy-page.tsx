import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoadFailed } from '../../components/load-failed';

/** Imports a page's module and returns its element, props and all. */
export type PageLoader = () => Promise<ReactNode>;

/**
 * A route whose page is fetched with its own chunk on the first visit (React
 * Router's `lazy`). The router keeps the current page on screen, with the
 * progress bar, until the chunk is in and then switches: nothing jumps, and
 * effects that run after a route change (scroll to #section, the boot cover)
 * see the new page. A chunk that cannot be fetched shows a reload offer in the
 * page's place, under the same header and menu.
 *
 * The error element is on a pathless route around the page: React Router draws
 * the error element of a route above the one whose lazy import failed, never of
 * that route itself.
 */
export function lazyPage(path: string, load: PageLoader): RouteObject {
  return {
    errorElement: <PageLoadFailed />,
    children: [{ path, caseSensitive: true, lazy: async () => ({ element: await load() }) }],
  };
}
