import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** The member's alerts, folders, addresses and additional names. */
export function accountListOperations(
  _ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'listAlerts'
  | 'markAlertRead'
  | 'listFolders'
  | 'createFolder'
  | 'deleteFolder'
  | 'listAddresses'
  | 'saveAddress'
  | 'deleteAddress'
  | 'listAdditionalNames'
  | 'addAdditionalName'
  | 'deleteAdditionalName'
> {
  return {
    listAlerts: notImplemented,
    markAlertRead: notImplemented,
    listFolders: notImplemented,
    createFolder: notImplemented,
    deleteFolder: notImplemented,
    listAddresses: notImplemented,
    saveAddress: notImplemented,
    deleteAddress: notImplemented,
    listAdditionalNames: notImplemented,
    addAdditionalName: notImplemented,
    deleteAdditionalName: notImplemented,
  };
}
