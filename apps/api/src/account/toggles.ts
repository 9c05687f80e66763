import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotificationColumn } from '#account/notification-settings.ts';
import type { AccountSettings } from '#account/queries.ts';
import { changeAccount, changeNotification } from '#account/rules.ts';
import { accountIdOf, userIdOf } from '#auth/sessions.ts';
import type { OperationHandlers, QueryOf } from '#contract/operation-handler.ts';
import type { AuditText } from '#platform/audit.ts';
import type { Tables } from '#platform/db/tables.ts';

/**
 * A setting one query parameter changes: the column it sets (the account's, or the signed-in
 * user's own for a notification setting, decision 105) and the audit line it writes.
 */
type Toggle<Id extends keyof OperationHandlers, Column> = {
  [Param in keyof QueryOf<Id>]: {
    param: Param;
    column: Column;
    audit: (value: QueryOf<Id>[Param]) => AuditText;
  };
}[keyof QueryOf<Id>];

const onOff = (key: AuditText['key']) => (on: boolean) => ({
  key,
  values: { on: on ? 'on' : 'off' },
});

/** The notification settings (§2 settings sections): each user's own, in account_users. */
const USER_TOGGLES: {
  updateIncludePdf: Toggle<'updateIncludePdf', NotificationColumn>;
  updateQuoteScanText: Toggle<'updateQuoteScanText', NotificationColumn>;
  updateSeparateAlerts: Toggle<'updateSeparateAlerts', NotificationColumn>;
  updateEmailActionNotification: Toggle<'updateEmailActionNotification', NotificationColumn>;
} = {
  updateIncludePdf: {
    param: 'include',
    column: 'include_pdf',
    audit: onOff('audit.scansAttached'),
  },
  updateQuoteScanText: {
    param: 'quote',
    column: 'quote_scan_text',
    audit: onOff('audit.scanTextQuoted'),
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
};

/** The settings an admin switches for the whole account with one parameter, each in one row. */
const ACCOUNT_TOGGLES: { updateAutoAction: Toggle<'updateAutoAction', keyof AccountSettings> } = {
  updateAutoAction: {
    param: 'autoAction',
    column: 'auto_action',
    audit: (autoAction) => ({
      key: autoAction === 0 ? 'audit.newMailOpened' : 'audit.newMailEnvelopeOnly',
    }),
  },
};

type ToggleId = keyof typeof USER_TOGGLES | keyof typeof ACCOUNT_TOGGLES;
type Request = FastifyRequest<{ Querystring: Record<string, unknown> }>;
interface AnyToggle<Column> {
  param: string;
  column: Column;
  audit: (value: unknown) => AuditText;
}

/** The handlers of the toggles: each saves its column and audits it, answering the account. */
export function accountToggleOperations(db: Kysely<Tables>): Pick<OperationHandlers, ToggleId> {
  const userHandlers = Object.entries(USER_TOGGLES).map(([id, toggle]) => {
    const { param, column, audit } = toggle as AnyToggle<NotificationColumn>;
    const handler = async (request: Request) => {
      const value = request.query[param] as boolean;
      return changeNotification(
        db,
        { accountId: accountIdOf(request), userId: userIdOf(request) },
        { column, value, auditText: audit(value) },
      );
    };
    return [id, handler];
  });
  const accountHandlers = Object.entries(ACCOUNT_TOGGLES).map(([id, toggle]) => {
    const { param, column, audit } = toggle as AnyToggle<keyof AccountSettings>;
    const handler = async (request: Request) => {
      const value = request.query[param];
      return changeAccount(db, accountIdOf(request), { [column]: value }, audit(value));
    };
    return [id, handler];
  });
  return Object.fromEntries([...userHandlers, ...accountHandlers]) as Pick<
    OperationHandlers,
    ToggleId
  >;
}
