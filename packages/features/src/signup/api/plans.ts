import { offeredPlans } from '@portal/domain/signup-wizard';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { plansQueryOptions } from '#shared/api/plans.ts';

/** The plans signup offers (§3): the brand's public plans in order, loaded before the step shows. */
export function useOfferedPlans() {
  return offeredPlans(useSuspenseQuery(plansQueryOptions(useApiClient())).data);
}
