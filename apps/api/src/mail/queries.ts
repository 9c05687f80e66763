import { FIXED_FOLDERS, FOLDER } from '@portal/domain/folders';
import { MAIL_STATUS } from '@portal/domain/mail-status';
import type { components } from '@portal/contract/schema';
import type {
  ExpressionBuilder,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  Transaction,
  Updateable,
} from 'kysely';
import { sql } from 'kysely';
import { prepare, queryBuilder, slot, type PreparedQuery } from '#platform/db/prepared-query.ts';
import type { MailItemsTable, Tables } from '#platform/db/tables.ts';
import type { MailLifecycleColumn } from '#mail/lifecycle.ts';
import { notFound } from '#contract/problem.ts';

export type MailRow = Selectable<MailItemsTable>;
type MailItem = components['schemas']['MailItem'];

/** §9: a deleted item's digital copy is removed from Deleted Items after this many days. */
export const DELETED_RETENTION_DAYS = 30;

/**
 * Deleted items older than the retention are gone for the member even before the hourly purge
 * (purge-deleted-mail.ts) removes their rows and scans, so no query depends on its timing.
 */
export const withinRetention = sql<boolean>`(recycled_at is null or recycled_at > now() - make_interval(days => ${DELETED_RETENTION_DAYS}))`;

/** The account's mail the member can still see, in any folder including Deleted Items. */
export function mailOf(db: Kysely<Tables>, accountId: number) {
  return db.selectFrom('mail_items').where('account_id', '=', accountId).where(withinRetention);
}

/** The columns a MailItem is made of: lists leave out the scanned text and storage keys. */
export const VIEW_COLUMNS = [
  'mail_id',
  'name',
  'status',
  'mail_action',
  'mail_type',
  'date_scanned',
  'date_received',
  'weight_grams',
  'blurb',
  'read',
  'folder_id',
  'label_ids',
  'protected_kind',
] as const;
export type MailViewRow = Pick<MailRow, (typeof VIEW_COLUMNS)[number]>;

/**
 * A MailItem as the API answers it, made by the database (decision 045): the list and search are
 * sent as the rows come, with no row mapped and no timestamp parsed and formatted again in Node. The
 * fields are those mailItemView (rules.ts) makes from a row; a test holds them alike.
 */
export const MAIL_ITEM = [
  'mail_id as mailId',
  'name',
  'status',
  'mail_action as mailActions',
  sql<MailItem['mailType']>`case when mail_type = 0 then 0 else 1 end`.as('mailType'),
  sql<string>`to_char(coalesce(date_scanned, date_received) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
    'dateScanned',
  ),
  'weight_grams as weight',
  sql<string | null>`nullif(blurb, '')`.as('blurb'),
  'read',
  'folder_id as folderId',
  'label_ids as labelIds',
  'protected_kind as protectedKind',
] as const;

/** The list query of each kind of folder and page, compiled once (see prepared-query.ts). */
const folderLists = new Map<string, PreparedQuery<MailItem>>();

function folderList(folder: number, { limit, after }: MailPage): PreparedQuery<MailItem> {
  const key = `${folder > 0 ? 'own' : folder} ${limit !== undefined} ${after !== undefined}`;
  let query = folderLists.get(key);
  if (!query) {
    const accountId = slot<number>('accountId');
    query = prepare(
      newestFirst(
        mailOf(queryBuilder, accountId)
          .select(MAIL_ITEM)
          .where((eb) => inFolder(eb, folder, slot<number>('folder')))
          .$castTo<MailItem>(),
        accountId,
        {
          limit: limit === undefined ? undefined : slot<number>('limit'),
          after: after === undefined ? undefined : slot<number>('after'),
        },
      ),
    );
    folderLists.set(key, query);
  }
  return query;
}

/** The items of one folder (a fixed folder or the member's own), newest first; 404 for another's folder. */
export async function mailInFolder(
  db: Kysely<Tables>,
  accountId: number,
  folder: number,
  page: MailPage = {},
): Promise<MailItem[]> {
  if (folder > 0) await folderOf(db, accountId, folder);
  return folderList(folder, page).run(db, { accountId, folder, ...page });
}

/** A page of a mail list: at most `limit` items, starting after the item `after` (keyset paging). */
export interface MailPage {
  limit?: number;
  after?: number;
}

/**
 * A mail list's order, newest first, and the page of it asked for. The page starts after the item
 * `after` by its place in that order, not by an offset, so items arriving meanwhile shift nothing;
 * an id that is not the member's matches no row, and the page is empty.
 */
function newestFirst<O>(
  query: SelectQueryBuilder<Tables, 'mail_items', O>,
  accountId: number,
  { limit, after }: MailPage,
) {
  return query
    .$if(after !== undefined, (paged) =>
      paged.where(
        sql<boolean>`(date_received, mail_id) < (select date_received, mail_id from mail_items where mail_id = ${after} and account_id = ${accountId})`,
      ),
    )
    .orderBy('date_received', 'desc')
    .orderBy('mail_id', 'desc')
    .$if(limit !== undefined, (paged) => paged.limit(limit!));
}

/** Whether an item is stored: not in Deleted Items. */
const stored = (eb: ExpressionBuilder<Tables, 'mail_items'>) => eb('recycled_at', 'is', null);

/**
 * Whether an item shows in a folder: Deleted Items holds the recycled items; every other folder
 * only stored ones — the Inbox those in no folder of the member's and not forwarded, the Forward
 * Log those in a pending or sent forward, All Stored Items all of them.
 */
function inFolder(
  eb: ExpressionBuilder<Tables, 'mail_items'>,
  folder: number,
  // The member's folder as the query's value: a prepared query's slot, else the folder itself.
  ownFolder = folder,
) {
  if (folder === FOLDER.deletedItems) return eb('recycled_at', 'is not', null);
  const isStored = stored(eb);
  if (folder === FOLDER.inbox) {
    // Forwarded items have left us; the Forward Log lists them.
    return eb.and([
      isStored,
      eb('folder_id', 'is', null),
      eb('status', '!=', MAIL_STATUS.forwarded),
    ]);
  }
  if (folder === FOLDER.forwardLog) {
    return eb.and([
      isStored,
      eb.exists(
        eb
          .selectFrom('forward_items')
          .innerJoin('forwards', 'forwards.forward_id', 'forward_items.forward_id')
          .whereRef('forward_items.mail_id', '=', 'mail_items.mail_id')
          .where('forwards.status', 'in', ['pending', 'sent']),
      ),
    ]);
  }
  if (folder > 0) return eb.and([isStored, eb('folder_id', '=', ownFolder)]);
  return isStored;
}

export interface FolderCount {
  folderId: number;
  items: number;
  unread: number;
}

/**
 * What each fixed folder and each of the member's folders (by name) lists, in one grouped query
 * (decision 077): every item is unnested into the folders that list it, and the groups are joined
 * to the folders, so the query's size does not grow with the number of folders (one column pair
 * per folder broke PostgreSQL's 1,664-column limit past about 830 folders).
 */
export async function folderCounts(db: Kysely<Tables>, accountId: number): Promise<FolderCount[]> {
  const listed = mailOf(db, accountId).select((eb) => [
    sql<number | null>`unnest(array[${sql.join(folderMemberships(eb))}])`.as('folder_id'),
    'read',
  ]);
  const fixedIds = FIXED_FOLDERS.map(({ folderId }) => folderId);
  const { rows } = await sql<FolderCount>`
    with listed as (${listed}),
    counted as (
      select folder_id, count(*)::int as items, (count(*) filter (where not read))::int as unread
      from listed where folder_id is not null group by folder_id
    ),
    shown as (
      select folder_id, place, null::text as name
      from unnest(${fixedIds}::int[]) with ordinality as fixed(folder_id, place)
      union all
      select folder_id, ${sql.lit(fixedIds.length + 1)}, name from folders where account_id = ${accountId}
    )
    select shown.folder_id as "folderId", coalesce(items, 0) as items, coalesce(unread, 0) as unread
    from shown left join counted using (folder_id)
    order by place, name, folder_id`.execute(db);
  return rows;
}

/**
 * The folders that list an item, as one value per kind of folder (null where it is not listed):
 * each fixed folder by {@link inFolder}, and the member's folder it is filed in.
 */
function folderMemberships(eb: ExpressionBuilder<Tables, 'mail_items'>) {
  return [
    ...FIXED_FOLDERS.map(({ folderId }) =>
      eb.case().when(inFolder(eb, folderId)).then(sql.lit(folderId)).end(),
    ),
    eb.case().when(stored(eb)).then(eb.ref('folder_id')).end(),
  ];
}

/**
 * The member's items `mailIds` for reading, or locked for update with `lock`. Any id that is not
 * theirs (or does not exist) answers 404, the same for both, so nothing is learnt about other
 * accounts' mail.
 */
export async function findMail(
  db: Kysely<Tables>,
  accountId: number,
  mailIds: readonly number[],
  { lock = false } = {},
): Promise<MailRow[]> {
  const query = mailOf(db, accountId)
    .selectAll()
    .where('mail_id', 'in', mailIds)
    .orderBy('mail_id');
  const rows = await (lock ? query.forUpdate() : query).execute();
  const found = new Set(rows.map((row) => row.mail_id));
  const missing = mailIds.find((mailId) => !found.has(mailId));
  if (missing !== undefined) throw notFound(`Mail item ${missing}`);
  return rows;
}

/** The member's items `mailIds`, locked until the transaction ends; 404 as in {@link findMail}. */
export async function lockMail(
  trx: Transaction<Tables>,
  accountId: number,
  mailIds: readonly number[],
): Promise<MailRow[]> {
  return findMail(trx, accountId, mailIds, { lock: true });
}

/** One of the member's own folders; 404 otherwise. */
export async function folderOf(db: Kysely<Tables>, accountId: number, folderId: number) {
  const folder = await db
    .selectFrom('folders')
    .select(['folder_id', 'name'])
    .where('folder_id', '=', folderId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!folder) throw notFound(`Folder ${folderId}`);
  return folder;
}

/** What a member may change of an item directly: anything but its lifecycle (lifecycle.ts). */
export type MailDetails = Updateable<Omit<MailItemsTable, MailLifecycleColumn>>;

/** Changes the items' details and answers them as they are now, by id. */
export async function updateMail(
  trx: Transaction<Tables>,
  mailIds: readonly number[],
  change: MailDetails,
): Promise<MailRow[]> {
  return trx
    .updateTable('mail_items')
    .set(change) // eslint-disable-line portal/lifecycle-writer -- MailDetails has no lifecycle column
    .where('mail_id', 'in', mailIds)
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.mail_id - b.mail_id));
}

export async function markRead(db: Kysely<Tables>, mailIds: readonly number[]): Promise<void> {
  await db.updateTable('mail_items').set({ read: true }).where('mail_id', 'in', mailIds).execute();
}

/** Which of `mailIds` are in one of the member's pending forwards. */
export async function mailInPendingForward(
  trx: Transaction<Tables>,
  accountId: number,
  mailIds: readonly number[],
): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('forward_items')
    .innerJoin('forwards', 'forwards.forward_id', 'forward_items.forward_id')
    .select('forward_items.mail_id')
    .where('forwards.account_id', '=', accountId)
    .where('forwards.status', '=', 'pending')
    .where('forward_items.mail_id', 'in', mailIds)
    .execute();
  return new Set(rows.map((row) => row.mail_id));
}

/** The account's stored verification states, which the mail gate reads. */
export async function verificationColumns(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id_verification', 'sms_verification'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}
