import type { QueryClient } from '@tanstack/react-query';

/** What a screen opened directly is given to fill in the queries it shows first, before the app's first render. */
export interface FirstQueriesContext {
  queryClient: QueryClient;
  deviceId: string;
  pathname: string;
}
