import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';
import '#shared/routing/forward-handoff.ts';

const forwardScreen = () => import('#forward/forward-screen.ts');
const forwardPage = () => forwardScreen().then((screen) => screen.loadForwardPage());

export interface ForwardSearch {
  /** The wizard's history entry: 0 for the address step, one more for each step reached. */
  step?: number;
}

/**
 * §2 /Members/Forward: the forward wizard for the mail the inbox handed over (history state), or
 * the one this tab was in; with neither, back to the inbox.
 */
export const forwardRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Forward',
  validateSearch: (search: Record<string, unknown>): ForwardSearch => {
    const step = Number(search.step);
    return { step: Number.isInteger(step) && step > 0 && step < 10 ? step : undefined };
  },
  // The wizard's code loads with the route, never in the first load of the sign-in page.
  beforeLoad: async ({ context, location }) => {
    const { prepareForwardWizard } = await forwardScreen();
    if (!(await prepareForwardWizard(context, location))) throw redirect({ to: '/Members' });
  },
  component: lazyRouteComponent(forwardPage, 'ForwardPage'),
  pendingComponent: lazyRouteComponent(forwardPage, 'ForwardPending'),
});

export const forwardRoutes = [forwardRoute];
