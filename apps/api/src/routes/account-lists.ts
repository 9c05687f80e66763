import type { components } from '@portal/api-client/schema';
import { addressForTab, validateForwardAddress } from '@portal/domain/forward-address';
import { validateAdditionalName } from '@portal/domain/validation/additional-names';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { accountIdOf } from '#auth/sessions.ts';
import type { AddressesTable } from '#db/tables.ts';
import { invalidField, notFound } from '#http/problem.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { lockAccount } from '#services/account-row.ts';
import { audit } from '#services/audit.ts';
import type { ServerContext } from '#server-context.ts';

type Address = components['schemas']['Address'];

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
      const rows = await db
        .selectFrom('alerts')
        .select(['alert_id', 'message', 'url', 'read'])
        .where('account_id', '=', accountIdOf(request))
        .orderBy('created_at', 'desc')
        .orderBy('alert_id', 'desc')
        .execute();
      return rows.map((row) => ({
        alertId: row.alert_id,
        message: row.message,
        url: row.url || null,
        read: row.read,
      }));
    },

    markAlertRead: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { alertId } = request.query;
      await db.transaction().execute(async (trx) => {
        const alert = await trx
          .selectFrom('alerts')
          .select('read')
          .where('alert_id', '=', alertId)
          .where('account_id', '=', accountId)
          .forUpdate()
          .executeTakeFirst();
        if (!alert) throw notFound(`Alert ${alertId}`);
        if (alert.read) return;
        await trx
          .updateTable('alerts')
          .set({ read: true })
          .where('alert_id', '=', alertId)
          .execute();
        await audit(trx, accountId, `Alert ${alertId} marked as read`);
      });
      return reply.code(204).send();
    },

    listFolders: async (request) => {
      const rows = await db
        .selectFrom('folders')
        .select(['folder_id as folderId', 'name'])
        .where('account_id', '=', accountIdOf(request))
        .orderBy(sql`lower(name)`)
        .orderBy('folder_id')
        .execute();
      return rows;
    },

    createFolder: async (request) => {
      const accountId = accountIdOf(request);
      const name = request.query.folderName.trim();
      if (!name) throw invalidField('folderName', 'Can not be blank');
      return db.transaction().execute(async (trx) => {
        const folder = await trx
          .insertInto('folders')
          .values({ account_id: accountId, name })
          .returning(['folder_id as folderId', 'name'])
          .executeTakeFirstOrThrow();
        await audit(trx, accountId, `Folder "${name}" created`);
        return folder;
      });
    },

    deleteFolder: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { folderId } = request.query;
      await db.transaction().execute(async (trx) => {
        const folder = await trx
          .deleteFrom('folders')
          .where('folder_id', '=', folderId)
          .where('account_id', '=', accountId)
          .returning('name')
          .executeTakeFirst();
        if (!folder) throw notFound(`Folder ${folderId}`);
        await audit(trx, accountId, `Folder "${folder.name}" deleted`);
      });
      return reply.code(204).send();
    },

    listAddresses: async (request) => {
      const rows = await db
        .selectFrom('addresses')
        .selectAll()
        .where('account_id', '=', accountIdOf(request))
        .where('deleted_at', 'is', null)
        .orderBy('address_id')
        .execute();
      return rows.map(addressView);
    },

    saveAddress: async (request) => {
      const accountId = accountIdOf(request);
      const { addressId = 0, domestic, ...fields } = request.body;
      const tab = domestic ? 'domestic' : 'international';
      const draft = {
        ...fields,
        street2: fields.street2 ?? '',
        contactNumber: fields.contactNumber ?? '',
      };
      const [field] = Object.entries(validateForwardAddress(draft, tab));
      if (field) {
        const [name, key] = field;
        throw invalidField(
          name,
          key === 'validation.address.internationalCountry'
            ? 'An international address must be outside Australia'
            : 'Can not be blank',
        );
      }
      const address = addressForTab(draft, tab);
      const columns = {
        full_name: address.fullName.trim(),
        street: address.street.trim(),
        street2: address.street2.trim(),
        city: address.city.trim(),
        state: address.state.trim(),
        postcode: address.postcode.trim(),
        country: address.country.trim(),
        contact_number: address.contactNumber.trim(),
        domestic: address.domestic,
      };
      return db.transaction().execute(async (trx) => {
        const saved =
          addressId === 0
            ? await trx
                .insertInto('addresses')
                .values({ account_id: accountId, ...columns })
                .returningAll()
                .executeTakeFirstOrThrow()
            : await trx
                .updateTable('addresses')
                .set(columns)
                .where('address_id', '=', addressId)
                .where('account_id', '=', accountId)
                .where('deleted_at', 'is', null)
                .returningAll()
                .executeTakeFirst();
        if (!saved) throw notFound(`Address ${addressId}`);
        await audit(
          trx,
          accountId,
          `${addressId === 0 ? 'Added' : 'Edited'} the ${tab} delivery address for ${columns.full_name}`,
        );
        return addressView(saved);
      });
    },

    deleteAddress: async (request, reply) => {
      const accountId = accountIdOf(request);
      const { addressId } = request.query;
      await db.transaction().execute(async (trx) => {
        // Kept with deleted_at set: forwards made to it still refer to it.
        const address = await trx
          .updateTable('addresses')
          .set({ deleted_at: sql<Date>`now()` })
          .where('address_id', '=', addressId)
          .where('account_id', '=', accountId)
          .where('deleted_at', 'is', null)
          .returning('full_name')
          .executeTakeFirst();
        if (!address) throw notFound(`Address ${addressId}`);
        await audit(trx, accountId, `Deleted the delivery address for ${address.full_name}`);
      });
      return reply.code(204).send();
    },

    listAdditionalNames: async (request) =>
      db
        .selectFrom('additional_names')
        .select(['additional_name_id as additionalNameId', 'name'])
        .where('account_id', '=', accountIdOf(request))
        .orderBy('additional_name_id')
        .execute(),

    addAdditionalName: async (request) => {
      const accountId = accountIdOf(request);
      const name = request.query.name.trim().replace(/\s+/g, ' ');
      return db.transaction().execute(async (trx) => {
        // The lock makes two concurrent adds count one after the other, so the limit holds.
        await lockAccount(trx, accountId);
        const existing = await trx
          .selectFrom('additional_names')
          .select('name')
          .where('account_id', '=', accountId)
          .execute();
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
          );
        }
        const additionalName = await trx
          .insertInto('additional_names')
          .values({ account_id: accountId, name })
          .returning(['additional_name_id as additionalNameId', 'name'])
          .executeTakeFirstOrThrow();
        await audit(trx, accountId, `Additional name "${name}" added`);
        return { success: true, additionalName };
      });
    },

    deleteAdditionalName: async (request) => {
      const accountId = accountIdOf(request);
      const { additionalNameId } = request.query;
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('additional_names')
          .where('additional_name_id', '=', additionalNameId)
          .where('account_id', '=', accountId)
          .returning('name')
          .executeTakeFirst();
        if (!removed) throw notFound(`Additional name ${additionalNameId}`);
        await audit(trx, accountId, `Additional name "${removed.name}" removed`);
        return { success: true };
      });
    },
  };
}

function addressView(row: Selectable<AddressesTable>): Address {
  return {
    addressId: row.address_id,
    fullName: row.full_name,
    street: row.street,
    street2: row.street2 || null,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    contactNumber: row.contact_number || null,
    domestic: row.domestic,
  };
}
