import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Kysely } from 'kysely';
import { findAccount } from '#platform/db/account-row.ts';
import { accountIdOf } from '#auth/sessions.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem, type ProblemCode } from '#contract/problem.ts';
import type { OperationHandlers, OperationId } from '#contract/operation-handler.ts';

type FeatureFlag =
  'includeChoosePayments' | 'includeAdditionalNames' | 'includeAutoActions' | 'includeAutoTopup';

interface Feature {
  flag: FeatureFlag;
  code: ProblemCode;
  /** What the brand does not offer, for the problem's detail. */
  what: string;
  /** Open to a member still in the signup wizard, whose plan step every brand has (§4). */
  openDuringSignup?: boolean;
}

const CHOOSE_PLAN: Feature = {
  flag: 'includeChoosePayments',
  code: 'choose_plan_not_offered',
  what: 'choosing a plan',
  openDuringSignup: true,
};
const ADDITIONAL_NAMES: Feature = {
  flag: 'includeAdditionalNames',
  code: 'additional_names_not_offered',
  what: 'additional names',
};

/**
 * The operations of features a brand may hide (§1 page-level settings). Screens drop them at build
 * time; the server refuses them too, so hiding a screen is never the only defence.
 */
export const BRAND_FEATURES: Partial<Record<OperationId, Feature>> = {
  choosePlan: CHOOSE_PLAN,
  listAdditionalNames: ADDITIONAL_NAMES,
  addAdditionalName: ADDITIONAL_NAMES,
  deleteAdditionalName: ADDITIONAL_NAMES,
  updateAutoAction: {
    flag: 'includeAutoActions',
    code: 'auto_actions_not_offered',
    what: 'auto actions',
  },
  updateAutoTopUp: {
    flag: 'includeAutoTopup',
    code: 'auto_top_up_not_offered',
    what: 'automatic top-up',
  },
};

/** The handlers, those of brand features first checking that the member's brand offers them. */
export function withBrandFeatures(
  db: Kysely<Tables>,
  handlers: OperationHandlers,
): OperationHandlers {
  const guarded: Record<string, unknown> = { ...handlers };
  for (const [operationId, feature] of Object.entries(BRAND_FEATURES)) {
    const handler = handlers[operationId as OperationId] as (
      ...args: unknown[]
    ) => Promise<unknown>;
    guarded[operationId] = async (...args: Parameters<OperationHandlers['choosePlan']>) => {
      const account = await findAccount(db, accountIdOf(args[0]));
      const brand = findBrand(account.webpage);
      const signingUp = account.registration_status !== REGISTRATION_STATUS.complete;
      if (brand && !brand[feature.flag] && !(feature.openDuringSignup && signingUp)) {
        throw new ApiProblem(
          403,
          feature.code,
          `${brand.webpageName} does not offer ${feature.what}`,
        );
      }
      return handler(...args);
    };
  }
  return guarded as OperationHandlers;
}
