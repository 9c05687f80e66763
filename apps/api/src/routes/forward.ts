import type { components } from '@portal/api-client/schema';
import { validateCustomForm, type CustomFormField } from '@portal/domain/custom-form';
import { canUseInternational } from '@portal/domain/forward-address';
import { needsCustomForm, type ForwardService } from '@portal/domain/forward-services';
import { PENDING_ACTION } from '@portal/domain/mail-status';
import { formatDollars, parseDollars, type Cents } from '@portal/domain/money';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { lockAccount } from '#account/queries.ts';
import { accountIdOf } from '#auth/sessions.ts';
import type { AccountsTable, Tables } from '#db/tables.ts';
import { byCarrier, forwardFeesOf, optionsPrice, quoteForward } from '#forwarding/forward-quote.ts';
import {
  forwardEntries,
  itemsOf,
  savedAddressOf,
  shipmentOf,
  type ShippedItem,
} from '#forwarding/forward-store.ts';
import { toDollars } from '#http/money.ts';
import { ApiProblem, invalidField, notFound } from '#http/problem.ts';
import { assertMailAccess, mailForAction } from '#mail/rules.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { audit } from '#services/audit.ts';
import { chargeBalance } from '#services/balance-charge.ts';
import { idempotent } from '#services/idempotency.ts';
import { postLedgerEntry } from '#services/ledger.ts';
import type { ServerContext } from '#server-context.ts';

type Account = Selectable<AccountsTable>;
type ApiCustomForm = components['schemas']['CustomForm'];

/** Forwarding: carrier rates, charging forwards, pending forwards and the log (§2, §4). */
export function forwardOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'calculateForward'
  | 'createForward'
  | 'listPendingForwardChoices'
  | 'addToPendingForward'
  | 'cancelForwards'
  | 'getForwardLog'
> {
  const { db, cards } = ctx;

  const forwardLog = async (q: Kysely<Tables>, accountId: number) => ({
    pending: await forwardEntries(q, accountId, 'pending'),
    log: await forwardEntries(q, accountId, 'sent'),
  });

  return {
    calculateForward: async (request) => {
      const accountId = accountIdOf(request);
      const { addressId, mailIds } = request.body;
      await assertMailAccess(db, accountId);
      const account = await db
        .selectFrom('accounts')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      const address = await savedAddressOf(db, accountId, addressId);
      if (!address.domestic) checkPhotoId(account);
      const items = await itemsOf(db, accountId, mailIds);
      const plan = await planOf(db, account);
      return byCarrier(quoteForward(forwardFeesOf(plan), shipmentOf(address, items))).map(
        (carrier) => ({
          forwardingCompany: carrier.forwardingCompany,
          isDomestic: carrier.isDomestic,
          isParcel: carrier.isParcel,
          services: carrier.services.map((service) => ({
            name: service.name,
            code: service.code,
            price: toDollars(service.price),
            forwardFee: toDollars(service.forwardFee),
            deliveryTimes: service.deliveryTimes,
            options: service.options.map((option) => ({
              ...option,
              price: toDollars(option.price),
            })),
          })),
        }),
      );
    },

    createForward: async (request) => {
      const accountId = accountIdOf(request);
      const body = request.body;
      return idempotent(
        db,
        {
          accountId,
          key: String(request.headers['idempotency-key']),
          operation: 'createForward',
          request: body,
        },
        async (trx) => {
          const items = await mailForAction(trx, accountId, 'forward', body.mailIds);
          // Locked already by mailForAction; read again for the balance and card.
          const account = await lockAccount(trx, accountId);
          const address = await savedAddressOf(trx, accountId, body.addressId);
          if (!address.domestic) checkPhotoId(account);
          const plan = await planOf(trx, account);

          const service = quoteForward(forwardFeesOf(plan), shipmentOf(address, items)).find(
            (offered) => offered.code === body.serviceCode,
          );
          const quotedPrice = quotedCents('ausPostFee', body.ausPostFee);
          const quotedFee = quotedCents('productFee', body.productFee);
          if (!service || service.price !== quotedPrice || service.forwardFee !== quotedFee) {
            throw new ApiProblem(
              409,
              'conflict',
              'The courier price changed; calculate the services again.',
            );
          }
          const extras = optionsPrice(service, body.options);
          if (extras === null) {
            throw invalidField('options', `An option is not offered by ${service.name}`);
          }
          const customForm = customFormFor(service, body.customForm);
          const postage = service.price + extras;
          const charge = postage + service.forwardFee;

          const { forward_id: forwardId } = await trx
            .insertInto('forwards')
            .values({
              account_id: accountId,
              address_id: address.address_id,
              carrier: service.forwardingCompany,
              service: service.name,
              service_code: service.code,
              options: JSON.stringify(body.options),
              postage_cents: postage,
              product_fee_cents: service.forwardFee,
              notes: body.forwardLog?.trim() ?? '',
            })
            .returning('forward_id')
            .executeTakeFirstOrThrow();
          if (customForm) {
            // The declaration names the forward it belongs to once the forward has an id (§3).
            await trx
              .updateTable('forwards')
              .set({ custom_form: JSON.stringify({ ...customForm, forwardId }) })
              .where('forward_id', '=', forwardId)
              .execute();
          }
          await addItems(trx, forwardId, items);
          const after = await chargeBalance(trx, cards, account, charge, {
            description: `Forward #${forwardId}: ${plural(items.length)} by ${service.forwardingCompany} ${service.name}`,
            planName: plan.plan_name,
          });
          await audit(
            trx,
            accountId,
            `Forward #${forwardId} of ${plural(items.length)} to ${address.city} by ${service.name} requested; $${formatDollars(charge)} charged`,
          );
          return { forwardId, charged: toDollars(charge), balance: toDollars(after.balance_cents) };
        },
      );
    },

    listPendingForwardChoices: async (request) => {
      const pending = await forwardEntries(db, accountIdOf(request), 'pending');
      return pending.map(({ forwardId, address }) => ({ forwardId, address }));
    },

    addToPendingForward: async (request) => {
      const accountId = accountIdOf(request);
      const { forwardId, mailIds } = request.body;
      return db.transaction().execute(async (trx) => {
        const account = await lockAccount(trx, accountId);
        const forward = await trx
          .selectFrom('forwards')
          .selectAll()
          .where('forward_id', '=', forwardId)
          .where('account_id', '=', accountId)
          .where('status', '!=', 'cancelled')
          .forUpdate()
          .executeTakeFirst();
        if (!forward) throw notFound(`Forward ${forwardId}`);
        if (forward.status === 'sent') throw alreadyPosted(forwardId);
        const address = await trx
          .selectFrom('addresses')
          .selectAll()
          .where('address_id', '=', forward.address_id)
          .executeTakeFirstOrThrow();
        if (!address.domestic) checkPhotoId(account);
        const plan = await planOf(trx, account);

        const inForward = await trx
          .selectFrom('forward_items as fi')
          .innerJoin('mail_items as m', 'm.mail_id', 'fi.mail_id')
          .select(['m.mail_id', 'm.mail_type', 'm.weight_grams'])
          .where('fi.forward_id', '=', forwardId)
          .execute();
        // Items already in the forward stay as they are; the rest must be free to forward.
        const toAdd = mailIds.filter((id) => !inForward.some((held) => held.mail_id === id));
        if (toAdd.length > 0) {
          const added = await mailForAction(trx, accountId, 'forward', toAdd);
          const service = quoteForward(
            forwardFeesOf(plan),
            shipmentOf(address, [...inForward, ...added]),
          ).find(
            (offered) =>
              offered.code === forward.service_code &&
              offered.forwardingCompany === forward.carrier,
          );
          if (!service) {
            throw new ApiProblem(
              409,
              'conflict',
              `${forward.service} cannot carry these items together with forward ${forwardId}; forward them separately.`,
            );
          }
          const postage = service.price + (optionsPrice(service, forward.options) ?? 0);
          const difference =
            postage + service.forwardFee - (forward.postage_cents + forward.product_fee_cents);
          // Rate cards never get cheaper with weight (a card test holds them to it): only a charge.
          if (difference > 0) {
            await chargeBalance(trx, cards, account, difference, {
              description: `Forward #${forwardId}: ${plural(added.length)} added`,
              planName: plan.plan_name,
            });
          }
          await trx
            .updateTable('forwards')
            .set({ postage_cents: postage, product_fee_cents: service.forwardFee })
            .where('forward_id', '=', forwardId)
            .execute();
          await addItems(trx, forwardId, added);
          await audit(
            trx,
            accountId,
            `${plural(added.length)} added to forward #${forwardId}; $${formatDollars(difference)} charged`,
          );
        }
        const [entry] = await forwardEntries(trx, accountId, 'pending', [forwardId]);
        if (!entry) throw notFound(`Forward ${forwardId}`);
        return entry;
      });
    },

    cancelForwards: async (request) => {
      const accountId = accountIdOf(request);
      const { forwardIds } = request.body;
      return db.transaction().execute(async (trx) => {
        await lockAccount(trx, accountId);
        const forwards = await trx
          .selectFrom('forwards')
          .select(['forward_id', 'status', 'postage_cents', 'product_fee_cents'])
          .where('account_id', '=', accountId)
          .where('forward_id', 'in', forwardIds)
          .where('status', '!=', 'cancelled')
          .orderBy('forward_id')
          .forUpdate()
          .execute();
        const missing = forwardIds.find((id) => !forwards.some((row) => row.forward_id === id));
        if (missing !== undefined) throw notFound(`Forward ${missing}`);
        const posted = forwards.find((row) => row.status === 'sent');
        if (posted) throw alreadyPosted(posted.forward_id);

        for (const forward of forwards) {
          await postLedgerEntry(trx, accountId, {
            amount: forward.postage_cents + forward.product_fee_cents,
            description: `Refund of cancelled forward #${forward.forward_id}`,
          });
        }
        await trx
          .updateTable('forwards')
          .set({ status: 'cancelled' })
          .where('forward_id', 'in', forwardIds)
          .execute();
        await trx
          .updateTable('mail_items')
          .set({ mail_action: null })
          .where('mail_action', '=', PENDING_ACTION.forward)
          .where('mail_id', 'in', (sub) =>
            sub.selectFrom('forward_items').select('mail_id').where('forward_id', 'in', forwardIds),
          )
          .execute();
        await audit(
          trx,
          accountId,
          `Cancelled ${forwardIds.length === 1 ? 'forward' : 'forwards'} ${forwardIds.map((id) => `#${id}`).join(', ')}; charges refunded`,
        );
        return forwardLog(trx, accountId);
      });
    },

    getForwardLog: async (request) => forwardLog(db, accountIdOf(request)),
  };
}

/** International forwarding needs photo ID verification (§5, §6). */
function checkPhotoId(account: Account): void {
  if (!canUseInternational({ idVerified: account.id_verification === 2 })) {
    throw new ApiProblem(
      403,
      'verification_required',
      'International forwarding needs photo ID verification.',
    );
  }
}

/** The account's plan, whose fees forwarding charges; an account still choosing one cannot forward. */
async function planOf(q: Kysely<Tables>, account: Account) {
  const plan =
    account.plan_id === null
      ? undefined
      : await q
          .selectFrom('plans')
          .selectAll()
          .where('plan_id', '=', account.plan_id)
          .executeTakeFirst();
  if (!plan) throw new ApiProblem(409, 'conflict', 'Choose a plan before forwarding mail.');
  return plan;
}

/** A quoted amount in cents, refusing one with more than two decimals (contract `Money`). */
function quotedCents(field: string, dollars: number): Cents {
  const cents = parseDollars(String(dollars));
  if (cents === null) throw invalidField(field, `${field} must be dollars with at most 2 decimals`);
  return cents;
}

const CUSTOM_FORM_DETAILS: Partial<Record<CustomFormField, string>> = {
  whatIsIt: 'You must include a description',
  unitValue: 'Enter the value with at most 4 decimals',
  otherReason: 'Can not be blank',
};

/**
 * The customs declaration to keep: required and checked (domain) for international or parcel
 * services; a form sent with any other service is not kept.
 */
function customFormFor(service: ForwardService, form: ApiCustomForm | null): ApiCustomForm | null {
  if (!needsCustomForm(service)) return null;
  if (!form) {
    throw invalidField('customForm', 'A customs declaration is needed for this service');
  }
  const errors = validateCustomForm({ ...form, otherReason: form.otherReason ?? '', forwardId: 0 });
  const [first] = Object.keys(errors) as CustomFormField[];
  if (first) {
    throw invalidField(
      `customForm.${first}`,
      CUSTOM_FORM_DETAILS[first] ?? 'Choose one of the options',
    );
  }
  return form;
}

/** Puts the items in the forward and marks them pending forward (§4 mailActions 1). */
async function addItems(
  trx: Transaction<Tables>,
  forwardId: number,
  items: readonly ShippedItem[],
): Promise<void> {
  await trx
    .insertInto('forward_items')
    .values(items.map((item) => ({ forward_id: forwardId, mail_id: item.mail_id })))
    .execute();
  await trx
    .updateTable('mail_items')
    .set({ mail_action: PENDING_ACTION.forward })
    .where(
      'mail_id',
      'in',
      items.map((item) => item.mail_id),
    )
    .execute();
}

const alreadyPosted = (forwardId: number) =>
  new ApiProblem(409, 'conflict', `Forward ${forwardId} has already been posted.`);

const plural = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
