import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/api/query-client';

/** Wraps a tree in a fresh QueryClient (the app's defaults), so no test sees another's cache. */
export function withQueryClient(node: ReactNode): ReactNode {
  return <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>;
}
