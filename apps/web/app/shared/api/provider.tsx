import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getBrowserApi } from './browser.ts';
import type { ApiClient } from './client.ts';

/** Query defaults: server data is fresh for 30 s; the fetch layer already retries network errors. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The browser API client for mutations and client-side queries. */
export function useApi(): ApiClient {
  return getBrowserApi();
}
