import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouteContext } from '@tanstack/react-router';

/** Gives the screens below it React Query; the router loads it only for screens that fetch. */
export function DataLayout() {
  const { queryClient } = useRouteContext({ from: '/data' });
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
