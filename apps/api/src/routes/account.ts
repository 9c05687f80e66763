import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** The account and its settings (§2 settings sections, §4). */
export function accountOperations(
  _ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'getAccount'
  | 'updateAccount'
  | 'pauseAccount'
  | 'unpauseAccount'
  | 'updateIncludePdf'
  | 'updateSeparateAlerts'
  | 'updateEmailActionNotification'
  | 'updateAutoTopUp'
  | 'closeAccount'
  | 'updateLoginGuard'
  | 'choosePlan'
  | 'updateAutoAction'
  | 'getAccountLocations'
  | 'addAccountLocations'
  | 'saveTermsAndConditions'
> {
  return {
    getAccount: notImplemented,
    updateAccount: notImplemented,
    pauseAccount: notImplemented,
    unpauseAccount: notImplemented,
    updateIncludePdf: notImplemented,
    updateSeparateAlerts: notImplemented,
    updateEmailActionNotification: notImplemented,
    updateAutoTopUp: notImplemented,
    closeAccount: notImplemented,
    updateLoginGuard: notImplemented,
    choosePlan: notImplemented,
    updateAutoAction: notImplemented,
    getAccountLocations: notImplemented,
    addAccountLocations: notImplemented,
    saveTermsAndConditions: notImplemented,
  };
}
