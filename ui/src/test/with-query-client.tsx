import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/api/query-client';

/**
 * Wraps a tree in a QueryClient with the app's defaults: a fresh one unless the
 * test passes its own (to seed answers), so no test sees another's cache.
 */
export function withQueryClient(node: ReactNode, client: QueryClient = createQueryClient()): ReactNode {
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}
