import { validateAdditionalName } from '@portal/domain/validation/additional-names';
import {
  additionalNamesOf,
  addressesOf,
  alertsOf,
  deleteAdditionalName,
  deleteFolder,
  foldersOf,
  insertAdditionalName,
  insertAddress,
  insertFolder,
  lockAlert,
  markAddressDeleted,
  markAlertRead,
  updateAddress,
} from '#folders/queries.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import { assertAddressRoom, assertFolderRoom } from '#folders/quotas.ts';
import { addressColumns, addressView } from '#folders/addresses.ts';
import { accountIdOf } from '#auth/sessions.ts';
import { invalidField, notFound } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { audit } from '#platform/audit.ts';
import type { ServerContext } from '#platform/server-context.ts';

/**
 * The member's alerts, folders, addresses and additional names. Every id is looked up together with
 * the signed-in account, so another member's id answers 404 exactly like an id that does not exist.
 */
export function accountListOperations(
  ctx: ServerContext,
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
  const { db } = ctx;

  return {
    listAlerts: async (request) => {
      const rows = await alertsOf(db, accountIdOf(request));
      return rows.map((row) => ({
        alertId: row.alert_id,
        text: { key: row.text_key, values: row.text_values },
        url: row.url || null,
        read: row.read,
      }));
    },

    markAlertRead: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { alertId } = request.query;
      await db.transaction().execute(async (trx) => {
        const alert = await lockAlert(trx, accountId, alertId);
        if (!alert) throw notFound(`Alert ${alertId}`);
        if (alert.read) return;
        await markAlertRead(trx, alertId);
        await audit(trx, accountId, { key: 'audit.alertRead', values: { alertId } });
      });
      return reply.code(204).send();
    },

    listFolders: async (request) => foldersOf(db, accountIdOf(request)),

    createFolder: async (request) => {
      const accountId = accountIdOf(request);
      const name = request.query.folderName.trim();
      if (!name) throw invalidField('folderName', 'Can not be blank', 'problem.field.required');
      return db.transaction().execute(async (trx) => {
        await assertFolderRoom(trx, accountId);
        const folder = await insertFolder(trx, accountId, name);
        await audit(trx, accountId, { key: 'audit.folderCreated', values: { name } });
        return folder;
      });
    },

    deleteFolder: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { folderId } = request.query;
      await db.transaction().execute(async (trx) => {
        const folder = await deleteFolder(trx, accountId, folderId);
        if (!folder) throw notFound(`Folder ${folderId}`);
        await audit(trx, accountId, { key: 'audit.folderDeleted', values: { name: folder.name } });
      });
      return reply.code(204).send();
    },

    listAddresses: async (request) =>
      (await addressesOf(db, accountIdOf(request))).map(addressView),

    saveAddress: async (request) => {
      const accountId = accountIdOf(request);
      const { addressId = 0, ...address } = request.body;
      const { tab, columns } = addressColumns(address);
      return db.transaction().execute(async (trx) => {
        if (addressId === 0) await assertAddressRoom(trx, accountId);
        const saved =
          addressId === 0
            ? await insertAddress(trx, accountId, columns)
            : await updateAddress(trx, accountId, addressId, columns);
        if (!saved) throw notFound(`Address ${addressId}`);
        await audit(trx, accountId, {
          key: addressId === 0 ? 'audit.addressAdded' : 'audit.addressEdited',
          values: { tab, name: columns.full_name },
        });
        return addressView(saved);
      });
    },

    deleteAddress: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { addressId } = request.query;
      await db.transaction().execute(async (trx) => {
        const address = await markAddressDeleted(trx, accountId, addressId);
        if (!address) throw notFound(`Address ${addressId}`);
        await audit(trx, accountId, {
          key: 'audit.addressDeleted',
          values: { name: address.full_name },
        });
      });
      return reply.code(204).send();
    },

    listAdditionalNames: async (request) => additionalNamesOf(db, accountIdOf(request)),

    addAdditionalName: async (request) => {
      const accountId = accountIdOf(request);
      const name = request.query.name.trim().replace(/\s+/g, ' ');
      return db.transaction().execute(async (trx) => {
        // The lock makes two concurrent adds count one after the other, so the limit holds.
        await lockAccount(trx, accountId);
        const existing = await additionalNamesOf(trx, accountId);
        const problem = validateAdditionalName(
          name,
          existing.map((row) => row.name),
        );
        if (problem === 'validation.additionalNames.max') {
          return { success: false, additionalName: null };
        }
        if (problem) {
          throw invalidField(
            'name',
            problem === 'validation.additionalNames.duplicate'
              ? 'This name is already on the list'
              : 'Can not be blank',
            problem,
          );
        }
        const additionalName = await insertAdditionalName(trx, accountId, name);
        await audit(trx, accountId, { key: 'audit.additionalNameAdded', values: { name } });
        return { success: true, additionalName };
      });
    },

    deleteAdditionalName: async (request) => {
      const accountId = accountIdOf(request);
      const { additionalNameId } = request.query;
      return db.transaction().execute(async (trx) => {
        const removed = await deleteAdditionalName(trx, accountId, additionalNameId);
        if (!removed) throw notFound(`Additional name ${additionalNameId}`);
        await audit(trx, accountId, {
          key: 'audit.additionalNameRemoved',
          values: { name: removed.name },
        });
        return { success: true };
      });
    },
  };
}
