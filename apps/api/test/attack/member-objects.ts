import { storeScan } from '../../src/mail/store-scan.ts';
import { contentsPdf } from '../../src/seed/letter-pdf.ts';
import { forwardingMember, insertMail } from '../forward-fixtures.ts';
import { LETTER } from '../mail-fixtures.ts';
import type { TestApp } from '../test-app.ts';

/** The kinds of object a member owns, named as the contract's id fields name them (`mailIds` → mail). */
export type ObjectKind =
  | 'mail'
  | 'folder'
  | 'address'
  | 'alert'
  | 'additionalname'
  | 'forward'
  | 'session'
  | 'rule'
  | 'action'
  | 'label';

/**
 * A signed-in, verified member owning one object of every kind (the letter scanned, the session
 * it is signed in with): what the authorisation matrix points another member's requests at.
 */
export async function memberWithObjects(api: TestApp, planId: number) {
  const member = await forwardingMember(api, planId, { balance: 10_000 });
  const { accountId } = member;
  const db = api.db.kysely;
  const [mailId] = await insertMail(api, accountId, [{ name: 'Bank statement' }]);
  const [forwardMailId] = await insertMail(api, accountId, [{ name: 'Parcel' }]);
  await storeScan({ db, storage: api.storage }, mailId!, 'contents', await contentsPdf(LETTER));
  const folder = await db
    .insertInto('folders')
    .values({ account_id: accountId, name: 'Tax' })
    .returning('folder_id')
    .executeTakeFirstOrThrow();
  const alert = await db
    .insertInto('alerts')
    .values({
      account_id: accountId,
      text_key: 'alert.staff',
      text_values: JSON.stringify({ text: 'New mail' }),
    })
    .returning('alert_id')
    .executeTakeFirstOrThrow();
  const additionalName = await db
    .insertInto('additional_names')
    .values({ account_id: accountId, name: 'Sam Chen' })
    .returning('additional_name_id')
    .executeTakeFirstOrThrow();
  const forward = await db
    .insertInto('forwards')
    .values({
      account_id: accountId,
      address_id: member.domesticAddressId,
      carrier: 'Australia Post',
      service: 'Parcel Post',
      service_code: 'AUS_PARCEL_REGULAR',
      postage_cents: 1000,
      product_fee_cents: 250,
      custom_form: null,
    })
    .returning('forward_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('forward_items')
    .values({ forward_id: forward.forward_id, mail_id: forwardMailId! })
    .execute();
  const rule = await db
    .insertInto('mail_rules')
    .values({
      account_id: accountId,
      position: 1,
      name: 'Label the bank',
      match_on: 'sender',
      match_text: 'Bank',
      action: JSON.stringify({ type: 'label', label: 'Bank' }),
    })
    .returning('rule_id')
    .executeTakeFirstOrThrow();
  const action = await db
    .insertInto('mail_rule_actions')
    .values({
      account_id: accountId,
      mail_id: mailId!,
      rule_id: rule.rule_id,
      rule_name: 'Label the bank',
      action: JSON.stringify({ type: 'label', label: 'Bank' }),
      outcome: 'done',
    })
    .returning('action_id')
    .executeTakeFirstOrThrow();
  const label = await db
    .insertInto('labels')
    .values({ account_id: accountId, name: 'Bank' })
    .returning('label_id')
    .executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('sessions')
    .select('session_id')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const ids: Record<ObjectKind, number> = {
    mail: mailId!,
    folder: folder.folder_id,
    address: member.domesticAddressId,
    alert: alert.alert_id,
    additionalname: additionalName.additional_name_id,
    forward: forward.forward_id,
    session: session.session_id,
    rule: rule.rule_id,
    action: action.action_id,
    label: label.label_id,
  };
  return { ...member, ids };
}
