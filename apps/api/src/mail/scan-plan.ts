import type { Kysely, Selectable } from 'kysely';
import type { ScanPrices } from '@portal/domain/scan-fee';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';

export interface ScanPlan {
  planName: string;
  prices: ScanPrices;
  /** The plan only forwards parcels: nothing is opened or scanned (§4). */
  parcelForwardOnly: boolean;
}

/** The account's plan name and scanning prices; null for an account without a plan. */
export async function scanPlanOf(
  db: Kysely<Tables>,
  account: Pick<Selectable<AccountsTable>, 'plan_id'>,
): Promise<ScanPlan | null> {
  if (account.plan_id === null) return null;
  const plan = await db
    .selectFrom('plans')
    .select([
      'plan_name',
      'envelope_scan_cents',
      'per_letter_cents',
      'per_page_cents',
      'parcel_forward_only',
    ])
    .where('plan_id', '=', account.plan_id)
    .executeTakeFirstOrThrow();
  return {
    planName: plan.plan_name,
    prices: {
      envelopeScan: plan.envelope_scan_cents,
      perLetter: plan.per_letter_cents,
      perPage: plan.per_page_cents,
    },
    parcelForwardOnly: plan.parcel_forward_only,
  };
}
