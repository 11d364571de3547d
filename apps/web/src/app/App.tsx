import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/Toast/Toaster';
import { HashRouter } from '@/lib/hash-router';
import { queryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
