import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountSettings } from '#account/queries.ts';
import { changeAccount } from '#account/rules.ts';
import { accountIdOf } from '#auth/sessions.ts';
import type { OperationHandlers, QueryOf } from '#contract/operation-handler.ts';
import type { AuditText } from '#platform/audit.ts';
import type { Tables } from '#platform/db/tables.ts';

/** A setting one query parameter changes: the column it sets and the audit line it writes. */
type Toggle<Id extends keyof OperationHandlers> = {
  [Param in keyof QueryOf<Id>]: {
    param: Param;
    column: keyof AccountSettings;
    audit: (value: QueryOf<Id>[Param]) => AuditText;
  };
}[keyof QueryOf<Id>];

const onOff = (key: AuditText['key']) => (on: boolean) => ({
  key,
  values: { on: on ? 'on' : 'off' },
});

/** The settings a member switches with one parameter (§2 settings sections), each in one row. */
const ACCOUNT_TOGGLES: {
  updateIncludePdf: Toggle<'updateIncludePdf'>;
  updateSeparateAlerts: Toggle<'updateSeparateAlerts'>;
  updateEmailActionNotification: Toggle<'updateEmailActionNotification'>;
  updateAutoAction: Toggle<'updateAutoAction'>;
} = {
  updateIncludePdf: {
    param: 'include',
    column: 'include_pdf',
    audit: onOff('audit.scansAttached'),
  },
  updateSeparateAlerts: {
    param: 'sendSeperate',
    column: 'seperate_alerts',
    audit: onOff('audit.separateAlerts'),
  },
  updateEmailActionNotification: {
    param: 'notify',
    column: 'email_action_notification',
    audit: onOff('audit.actionEmails'),
  },
  updateAutoAction: {
    param: 'autoAction',
    column: 'auto_action',
    audit: (autoAction) => ({
      key: autoAction === 0 ? 'audit.newMailOpened' : 'audit.newMailEnvelopeOnly',
    }),
  },
};

type ToggleId = keyof typeof ACCOUNT_TOGGLES;

/** The handlers of the toggles: each saves its column and audits it, answering the account. */
export function accountToggleOperations(db: Kysely<Tables>): Pick<OperationHandlers, ToggleId> {
  const handlers = Object.entries(ACCOUNT_TOGGLES).map(([id, toggle]) => {
    const { param, column, audit } = toggle as {
      param: string;
      column: keyof AccountSettings;
      audit: (value: unknown) => AuditText;
    };
    const handler = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      const value = request.query[param];
      return changeAccount(db, accountIdOf(request), { [column]: value }, audit(value));
    };
    return [id, handler];
  });
  return Object.fromEntries(handlers) as Pick<OperationHandlers, ToggleId>;
}
