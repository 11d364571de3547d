import { QueryClient } from '@tanstack/react-query';

/** One client for the app; the API client already toasts and handles 401, so no retries on those. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
