import type { components } from '@portal/contract/schema';
import { MAIL_STATUS } from '@portal/domain/mail-status';
import { FREE_STORAGE_DAYS } from '@portal/domain/storage';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { toDollars } from '#contract/money.ts';

type ActionRequired = components['schemas']['ActionRequired'];
type Group = components['schemas']['ActionRequiredGroup'];
type GroupName = Exclude<keyof ActionRequired, 'total' | 'unopenedDays'>;
type Row = ExpressionBuilder<Tables & { r: Tables['mail_rule_actions'] }, 'mail_items' | 'r'>;

/** Storage ending "within 5 days" (issue 38). */
export const STORAGE_WARNING_DAYS = 5;
/** Items listed per group (contract: maxItems). */
const LISTED = 50;
const DAY_MS = 86_400_000;

/**
 * Each group as a condition on an item still held with nothing pending, joined to the rule
 * action on it if any: the groups' lists and the total read the same conditions.
 */
function groups(
  unopenedDays: number,
  now: Date,
): Record<GroupName, (eb: Row) => Expression<SqlBool>> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    unopened: (eb) =>
      eb.and([
        eb('mail_items.status', '=', MAIL_STATUS.unopened),
        eb('mail_items.date_received', '<', daysAgo(unopenedDays)),
      ]),
    storageEnding: (eb) =>
      eb.and([
        eb('mail_items.date_received', '>', daysAgo(FREE_STORAGE_DAYS)),
        eb('mail_items.date_received', '<=', daysAgo(FREE_STORAGE_DAYS - STORAGE_WARNING_DAYS)),
      ]),
    forwardsAwaitingPayment: (eb) =>
      eb.and([eb('r.outcome', '=', 'done'), eb(sql`r.action->>'type'`, '=', 'forward')]),
    staffFlagged: (eb) => eb('mail_items.protected_kind', 'is not', null),
    rulesToConfirm: (eb) => eb('r.outcome', '=', 'flagged'),
  };
}

/** The account's items held with nothing pending, each with the rule action on it, if any. */
const heldItems = (db: Kysely<Tables>, accountId: number) =>
  db
    .selectFrom('mail_items')
    .leftJoin('mail_rule_actions as r', 'r.mail_id', 'mail_items.mail_id')
    .where('mail_items.account_id', '=', accountId)
    .where('mail_items.recycled_at', 'is', null)
    .where('mail_items.mail_action', 'is', null)
    .where('mail_items.status', 'in', [MAIL_STATUS.unopened, MAIL_STATUS.scanned]);

/**
 * The Action Required view (issue 38, decision 103): five groups of items that wait for the
 * member, each counted and listed oldest first, and the number of items in any of them.
 */
export async function actionRequired(
  db: Kysely<Tables>,
  accountId: number,
  unopenedDays: number,
  now = new Date(),
): Promise<ActionRequired> {
  const conditions = groups(unopenedDays, now);
  const rates = await storageRates(db, accountId);
  const listed = await Promise.all(
    (Object.keys(conditions) as GroupName[]).map(async (name): Promise<[GroupName, Group]> => {
      const rows = await heldItems(db, accountId)
        .where(conditions[name])
        .select([
          'mail_items.mail_id',
          'mail_items.folder_id',
          'mail_items.name',
          'mail_items.date_received',
          'mail_items.mail_type',
          'mail_items.protected_kind',
          'r.action_id',
          'r.action',
          sql<string>`count(*) over ()`.as('count'),
        ])
        .orderBy('mail_items.date_received')
        .orderBy('mail_items.mail_id')
        .limit(LISTED)
        .execute();
      const items = rows.map((row) => ({
        mailId: row.mail_id,
        folderId: row.folder_id,
        name: row.name,
        dateReceived: row.date_received.toISOString(),
        ...(name === 'staffFlagged' || name === 'rulesToConfirm'
          ? { protectedKind: row.protected_kind }
          : {}),
        ...(name === 'storageEnding'
          ? {
              freeStorageEnds: new Date(
                row.date_received.getTime() + FREE_STORAGE_DAYS * DAY_MS,
              ).toISOString(),
              dailyFee: toDollars(row.mail_type === 0 ? rates.envelope : rates.parcel),
            }
          : {}),
        ...(name === 'forwardsAwaitingPayment' && row.action?.addressId
          ? { addressId: row.action.addressId }
          : {}),
        ...((name === 'forwardsAwaitingPayment' || name === 'rulesToConfirm') && row.action_id
          ? { actionId: row.action_id }
          : {}),
      }));
      return [name, { count: Number(rows[0]?.count ?? 0), items }];
    }),
  );
  const total = await heldItems(db, accountId)
    .where((eb) => eb.or(Object.values(conditions).map((condition) => condition(eb))))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total.count),
    unopenedDays,
    ...(Object.fromEntries(listed) as Record<GroupName, Group>),
  };
}

/** The plan's daily storage price of a letter and of a parcel, in cents; none without a plan. */
async function storageRates(db: Kysely<Tables>, accountId: number) {
  const plan = await db
    .selectFrom('accounts')
    .leftJoin('plans', 'plans.plan_id', 'accounts.plan_id')
    .select(['plans.envelope_storage_cents', 'plans.parcel_storage_cents'])
    .where('accounts.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { envelope: plan.envelope_storage_cents ?? 0, parcel: plan.parcel_storage_cents ?? 0 };
}
