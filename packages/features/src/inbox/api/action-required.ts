import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type ActionRequired = Schema<'ActionRequired'>;
export type ActionRequiredItem = Schema<'ActionRequiredItem'>;

/** The view's default: letters unopened more than a week (decision 103; the digest counts the same). */
export const UNOPENED_DAYS = 7;

/** The five groups, in the order the view shows them. */
export const ACTION_REQUIRED_GROUPS = [
  'storageEnding',
  'rulesToConfirm',
  'staffFlagged',
  'forwardsAwaitingPayment',
  'unopened',
] as const satisfies readonly (keyof ActionRequired)[];
export type ActionRequiredGroupName = (typeof ACTION_REQUIRED_GROUPS)[number];

/** GET /api/ActionRequired?unopenedDays=: what needs the member now, one read (decision 103). */
export function actionRequiredQueryOptions(client: PortalClient, unopenedDays = UNOPENED_DAYS) {
  return {
    queryKey: queryKeys.actionRequired(unopenedDays),
    queryFn: async () =>
      (await client.GET('/api/ActionRequired', { params: { query: { unopenedDays } } })).data ??
      null,
  };
}

export function useActionRequired() {
  return useQuery(actionRequiredQueryOptions(useApiClient()));
}

/** How many items wait for the member, for the sidebar's badge; undefined until known. */
export function useActionRequiredTotal(): number | undefined {
  return useActionRequired().data?.total;
}
