import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer fetched for a screen's first render (router.tsx's prepareScreen) counts as fresh: the screen
 * mounts a moment later and would otherwise ask the same again at once.
 */
export const FIRST_RENDER_FRESH_MS = 10_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 0 } },
  });
}
