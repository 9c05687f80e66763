import type { PortalClient } from '@portal/api-client/client';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { MessageCatalogs } from '#shared/message-catalogs.ts';

export interface RouterContext {
  client: PortalClient;
  /** The app's one query cache, created on first use. */
  loadQueryClient: () => Promise<QueryClient>;
  /** The texts shown; the sign-in screens' area is loaded from the start, others on demand. */
  messages: Pick<MessageCatalogs, 'need'>;
}

/** The top of the route tree: the sign-in screens hang from it directly, without React Query. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });
