import { describe, expect, it } from 'vitest';
import { brokenRules } from './broken-rules.ts';

const RULE = 'portal/lifecycle-writer';
const ACCOUNT_WRITER = 'apps/api/src/account/lifecycle.ts';
const MAIL_WRITER = 'apps/api/src/mail/lifecycle.ts';
const ELSEWHERE = 'apps/api/src/billing/probe.ts';

/** A module that runs `query` on a Kysely `db` (and uses `sql` and `id`, for the other rules). */
const probe = (query: string) =>
  `import { sql } from 'kysely';\nexport const probe = (db: Database, id: number) => [sql, id, ${query}];\n`;

describe('one writer per table (decision 071)', () => {
  it('fires for each account lifecycle column set outside account/lifecycle.ts', async () => {
    for (const column of [
      'status',
      'plan_id',
      'active_payment',
      'billing_date',
      'billing_day',
      'registration_status',
      'closed_at',
      'period_from',
      'period_charged_cents',
      'card_failures',
      'setup_fees_paid',
      'close_notice_ends_on',
      'close_held_mail',
      'closed_reason',
    ]) {
      const code = probe(`db.updateTable('accounts').set({ ${column}: null }).execute()`);
      expect(await brokenRules(ELSEWHERE, code), column).toEqual([RULE]);
    }
  });

  it("fires for a mail item's status and pending action outside mail/lifecycle.ts", async () => {
    for (const query of [
      "db.updateTable('mail_items').set({ status: 5, read: true }).execute()",
      "db.updateTable('mail_items as m').where('mail_id', '=', id).set({ 'mail_action': 2 }).execute()",
      "db.insertInto('mail_items').values({ account_id: id, name: 'x', status: 2 }).execute()",
      "db.insertInto('mail_items').values([{ name: 'a' }, { name: 'b', mail_action: 0 }]).execute()",
      "db.insertInto('mail_items').columns(['account_id', 'status']).expression(sql`select 1, 2`).execute()",
      "db.updateTable('mail_items').set({ read: true, ...(id ? { mail_action: null } : {}) }).execute()",
    ]) {
      expect(await brokenRules(ELSEWHERE, probe(query)), query).toEqual([RULE]);
    }
  });

  it('fires when lint cannot see the columns written', async () => {
    for (const query of [
      "db.updateTable('accounts').set(changes).execute()",
      "db.updateTable('accounts').set({ ...changes }).execute()",
      "db.updateTable('accounts').set((eb) => { return { status: eb.val('Active') }; }).execute()",
      "db.updateTable('mail_items').set({ [column]: 1 }).execute()",
      "db.insertInto('accounts').values(row).execute()",
    ]) {
      expect(await brokenRules(ELSEWHERE, probe(query)), query).toEqual([RULE]);
    }
  });

  it('fires for raw SQL that writes a lifecycle column', async () => {
    for (const query of [
      "sql`update accounts set status = ${'On Hold'} where account_id = ${id}`.execute(db)",
      'sql`UPDATE mail_items m SET read = true, mail_action = NULL WHERE m.mail_id = ${id}`.execute(db)',
      'sql.raw(\'update "accounts" set closed_at = now()\').execute(db)',
      'sql`insert into mail_items values (${id})`.execute(db)',
      "sql`insert into accounts (email, plan_id) values ('a@b.c', 1)`.execute(db)",
    ]) {
      expect(await brokenRules(ELSEWHERE, probe(query)), query).toEqual([RULE]);
    }
  });

  it('lets any file write the other columns and the other tables', async () => {
    for (const query of [
      "db.updateTable('accounts').set({ include_pdf: true, balance_cents: sql`balance_cents + 1` }).execute()",
      "db.updateTable('mail_items').set({ [id ? 'envelope_key' : 'contents_key']: 'k', page_count: 1 }).execute()",
      "db.updateTable('accounts').set({ card_name: 'A', ...(id ? {} : { auto_top_up_cents: 2000 }) }).execute()",
      "db.updateTable('mail_items').set((eb) => ({ read: eb.val(true) })).where('status', '=', 2).execute()",
      "db.updateTable('forwards').set({ status: 'sent' }).execute()",
      "db.insertInto('forward_items').values(rows).execute()",
      'sql`update mail_items set notified_at = now() where status = 2`.execute(db)',
      'sql`select status from accounts where account_id = ${id}`.execute(db)',
    ]) {
      expect(await brokenRules(ELSEWHERE, probe(query)), query).toEqual([]);
    }
  });

  it("lets each lifecycle module write its own table's lifecycle, and only that", async () => {
    const account = probe(
      "db.updateTable('accounts').set({ status: 'On Hold', closed_at: null }).execute()",
    );
    const mail = probe("db.insertInto('mail_items').values({ ...item, status: 2 }).execute()");
    expect(await brokenRules(ACCOUNT_WRITER, account)).toEqual([]);
    expect(await brokenRules(MAIL_WRITER, mail)).toEqual([]);
    expect(await brokenRules(MAIL_WRITER, account)).toEqual([RULE, RULE]);
    expect(await brokenRules(ACCOUNT_WRITER, mail)).toEqual([RULE]);
  });

  it('leaves the tests and the demo seed alone, which set up rows directly', async () => {
    const code = probe("db.updateTable('accounts').set({ status: 'On Hold' }).execute()");
    expect(await brokenRules('apps/api/src/billing/probe.test.ts', code)).toEqual([]);
    expect(await brokenRules('apps/api/test/probe-fixtures.ts', code)).toEqual([]);
    expect(await brokenRules('apps/api/src/seed/probe.ts', code)).toEqual([]);
  });
});
