import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the chunk (hover or focus of what opens it, or an idle moment). */
  preload: () => void;
};

/**
 * React.lazy plus preload(). A preload that fails is forgotten, so the real
 * opening fetches again; an opening that fails stays failed (React keeps the
 * rejection), and the error state around it offers a reload.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchChunk = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return Object.assign(lazy(fetchChunk), {
    preload: () => {
      fetchChunk().catch(() => undefined);
    },
  });
}

/** Props for what opens a lazy view: its chunk starts on hover or keyboard focus. */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload };
}
