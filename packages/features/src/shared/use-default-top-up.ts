import { dollarsToCents, type Cents } from '@portal/domain/money';
import { defaultTopUp } from '@portal/domain/top-up';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';
import { useBrand } from '#shared/use-brand.ts';

/**
 * The member's top-up as §9 chains it (the account's own amount, else the plan's minimum deposit,
 * else the brand's setting), for every screen that saves one: Payment Required, Payment Method and
 * Auto top-up. The plans load beside the screen's code (its route prefetches them); until they
 * arrive, or if they cannot, the chain goes on without the plan's minimum rather than block a
 * member who must pay.
 */
export function useDefaultTopUp(): Cents {
  const account = useAccount();
  const brand = useBrand();
  const plan = usePlans().data?.find((candidate) => candidate.planId === account.planId);
  return defaultTopUp({
    account: account.autoTopUpAmount == null ? null : dollarsToCents(account.autoTopUpAmount),
    planMinimum: plan ? dollarsToCents(plan.minimumMailDeposit) : null,
    pageSetting: dollarsToCents(brand.autoTopUp),
  });
}
