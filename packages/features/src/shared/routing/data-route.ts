import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '#shared/routing/root-route.ts';

/**
 * The layout of every screen that fetches: it brings React Query, which /Login does without to
 * keep its first load small (DESIGN §7). Its loaders get `queryClient` in their context.
 */
export const dataRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'data',
  beforeLoad: async ({ context }) => ({ queryClient: await context.loadQueryClient() }),
  component: lazyRouteComponent(() => import('#shared/routing/data-layout.tsx'), 'DataLayout'),
});
