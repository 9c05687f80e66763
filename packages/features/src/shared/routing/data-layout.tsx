import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@portal/ui/toast';
import { Outlet, useRouteContext } from '@tanstack/react-router';

/**
 * Gives the screens below it React Query and the toast region; the router loads it only for
 * screens that fetch, so /Login's first load carries neither.
 */
export function DataLayout() {
  const { queryClient } = useRouteContext({ from: '/data' });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
