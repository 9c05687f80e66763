import { sql } from 'kysely';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import { staffTestMember } from './staff-fixtures.ts';
import { XHR, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A sender rule as a member writes it (the contract's MailRuleInput). */
export interface RuleInput {
  name: string;
  match: { on: 'sender' | 'text'; contains: string };
  action: { type: string; folderId?: number; label?: string; addressId?: number };
  enabled?: boolean;
}

/**
 * A verified Harbour Mail member on the staff test plan (letter $1.50, page $0.20, $20 of credit)
 * who calls the API: `call(method, url, body)` answers status and parsed body.
 */
export async function ruleMember(api: TestApp, options: { autoAction?: number } = {}) {
  const member = await staffTestMember(api, options);
  await api.db.kysely
    .updateTable('accounts')
    .set({ sms_verification: SMS_VERIFICATION.verified })
    .where('account_id', '=', member.accountId)
    .execute();
  const call = async (method: Method, url: string, payload?: unknown) => {
    const answer = await api.app.inject({
      method,
      url,
      headers: { cookie: member.cookie, ...(method === 'GET' ? {} : XHR) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: answer.statusCode, body: answer.body ? answer.json() : undefined };
  };
  const addRule = async (rule: RuleInput) => {
    const saved = await call('POST', '/api/MailRules', rule);
    if (saved.status !== 200) throw new Error(`rule refused: ${JSON.stringify(saved.body)}`);
    return saved.body as { ruleId: number; position: number };
  };
  return { ...member, call, addRule };
}

export async function folderOf(api: TestApp, accountId: number, name: string): Promise<number> {
  const { folder_id } = await api.db.kysely
    .insertInto('folders')
    .values({ account_id: accountId, name })
    .returning('folder_id')
    .executeTakeFirstOrThrow();
  return folder_id;
}

/** The rule actions recorded for an item. */
export async function ruleActionsOf(api: TestApp, mailId: number) {
  return api.db.kysely
    .selectFrom('mail_rule_actions')
    .selectAll()
    .where('mail_id', '=', mailId)
    .execute();
}

/** The names of the labels on an item. */
export async function labelsOf(api: TestApp, mailId: number): Promise<string[]> {
  const rows = await api.db.kysely
    .selectFrom('labels')
    .select('labels.name')
    .where(
      sql<boolean>`label_id = any((select label_ids from mail_items where mail_id = ${mailId})::int[])`,
    )
    .orderBy('labels.name')
    .execute();
  return rows.map((row) => row.name);
}
