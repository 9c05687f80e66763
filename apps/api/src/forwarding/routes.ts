import type { Transaction } from 'kysely';
import { lockAccount } from '#platform/db/account-row.ts';
import { accountIdOf } from '#auth/sessions.ts';
import { memberTransaction } from '#platform/db/member-transaction.ts';
import type { Tables } from '#platform/db/tables.ts';
import { forwardFeesOf, optionsPrice, quoteForward } from '#forwarding/forward-quote.ts';
import { refundForward } from '#forwarding/forward-refund.ts';
import {
  addItems,
  addressNotFound,
  assertAllFound,
  cancelForwards,
  forwardAddress,
  forwardEntries,
  forwardLogOf,
  insertForward,
  itemsInForward,
  lockForward,
  lockForwards,
  pendingForwardChoices,
  planOf,
  planRequired,
  quoteInputs,
  savedAddressOf,
  updateForward,
} from '#forwarding/queries.ts';
import {
  additionKey,
  alreadyPosted,
  carrierQuotes,
  checkPhotoId,
  customFormFor,
  quotedCents,
  shipmentOf,
} from '#forwarding/rules.ts';
import { toDollars } from '#contract/money.ts';
import { ApiProblem, invalidField, notFound } from '#contract/problem.ts';
import { mailForAction } from '#mail/rules.ts';
import { audit } from '#platform/audit.ts';
import { chargeBalance } from '#billing/balance-charge.ts';
import type { AreaHandlers } from '#money/idempotency.ts';
import type { ServerContext } from '#platform/server-context.ts';

/** Forwarding: carrier rates, charging forwards, pending forwards and the log (§2, §4). */
export function forwardOperations(
  ctx: ServerContext,
): Pick<
  AreaHandlers,
  | 'calculateForward'
  | 'createForward'
  | 'listPendingForwardChoices'
  | 'addToPendingForward'
  | 'cancelForwards'
  | 'getForwardLog'
> {
  const { db, cards } = ctx;

  /**
   * A change to the member's forwards: the account locked first and time-limited (decision 080).
   * Not retried: a forward may charge a card, which a second run must not do again.
   */
  const change = <T>(accountId: number, fn: (trx: Transaction<Tables>) => Promise<T>) =>
    memberTransaction(db, ctx.limits, accountId, fn, { retry: false });

  return {
    calculateForward: async (request) => {
      const { addressId, mailIds } = request.body;
      const { account, address, items, plan } = await quoteInputs(
        db,
        accountIdOf(request),
        addressId,
        mailIds,
      );
      if (!address) throw addressNotFound(addressId);
      if (!address.domestic) checkPhotoId(account);
      assertAllFound(items, mailIds);
      if (!plan) throw planRequired();
      return carrierQuotes(quoteForward(forwardFeesOf(plan), shipmentOf(address, items)));
    },

    createForward: async (request, trx) => {
      const accountId = accountIdOf(request);
      const body = request.body;
      const key = String(request.headers['idempotency-key']);
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
          'quote_changed',
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

      const forwardId = await insertForward(trx, {
        account_id: accountId,
        address_id: address.address_id,
        carrier: service.forwardingCompany,
        service: service.name,
        service_code: service.code,
        options: JSON.stringify(body.options),
        postage_cents: postage,
        product_fee_cents: service.forwardFee,
        notes: body.forwardLog?.trim() ?? '',
      });
      if (customForm) {
        // The declaration names the forward it belongs to once the forward has an id (§3).
        await updateForward(trx, forwardId, {
          custom_form: JSON.stringify({ ...customForm, forwardId }),
        });
      }
      await addItems(trx, forwardId, items);
      const after = await chargeBalance(
        trx,
        cards,
        account,
        charge,
        {
          description: {
            key: 'ledger.forward',
            values: {
              forward: forwardId,
              items: items.length,
              service: `${service.forwardingCompany} ${service.name}`,
            },
          },
          planName: plan.plan_name,
        },
        // The request's key, not the forward id: a retry after a rollback gets a new id.
        { idempotencyKey: `forward-${accountId}-${key}` },
      );
      await audit(trx, accountId, {
        key: 'audit.forwardRequested',
        values: {
          forwardId,
          count: items.length,
          city: address.city,
          service: service.name,
          amount: toDollars(charge),
        },
      });
      return { forwardId, charged: toDollars(charge), balance: toDollars(after.balance_cents) };
    },

    listPendingForwardChoices: async (request) => {
      return pendingForwardChoices(db, accountIdOf(request));
    },

    addToPendingForward: async (request) => {
      const accountId = accountIdOf(request);
      const { forwardId, mailIds } = request.body;
      return change(accountId, async (trx) => {
        const account = await lockAccount(trx, accountId);
        const forward = await lockForward(trx, accountId, forwardId);
        if (!forward) throw notFound(`Forward ${forwardId}`);
        if (forward.status === 'sent') throw alreadyPosted(forwardId);
        const address = await forwardAddress(trx, forward.address_id);
        if (!address.domestic) checkPhotoId(account);
        const plan = await planOf(trx, account);

        const inForward = await itemsInForward(trx, forwardId);
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
              'forward_service_mismatch',
              `${forward.service} cannot carry these items together with forward ${forwardId}; forward them separately.`,
            );
          }
          const postage = service.price + (optionsPrice(service, forward.options) ?? 0);
          const difference =
            postage + service.forwardFee - (forward.postage_cents + forward.product_fee_cents);
          // Rate cards never get cheaper with weight (a card test holds them to it): only a charge.
          if (difference > 0) {
            await chargeBalance(
              trx,
              cards,
              account,
              difference,
              {
                description: {
                  key: 'ledger.forwardAdded',
                  values: { forward: forwardId, items: added.length },
                },
                planName: plan.plan_name,
              },
              // No request key here: the forward as it stands and the items added name the change.
              { idempotencyKey: additionKey(forward, added) },
            );
          }
          await updateForward(trx, forwardId, {
            postage_cents: postage,
            product_fee_cents: service.forwardFee,
          });
          await addItems(trx, forwardId, added);
          await audit(trx, accountId, {
            key: 'audit.forwardItemsAdded',
            values: { count: added.length, forwardId, amount: toDollars(difference) },
          });
        }
        const [entry] = await forwardEntries(trx, accountId, 'pending', [forwardId]);
        if (!entry) throw notFound(`Forward ${forwardId}`);
        return entry;
      });
    },

    cancelForwards: async (request) => {
      const accountId = accountIdOf(request);
      const { forwardIds } = request.body;
      return change(accountId, async (trx) => {
        const forwards = await lockForwards(trx, accountId, forwardIds);
        const missing = forwardIds.find((id) => !forwards.some((row) => row.forward_id === id));
        if (missing !== undefined) throw notFound(`Forward ${missing}`);
        const posted = forwards.find((row) => row.status === 'sent');
        if (posted) throw alreadyPosted(posted.forward_id);

        for (const forward of forwards) {
          await refundForward(trx, accountId, forward);
        }
        await cancelForwards(trx, forwardIds);
        await audit(trx, accountId, {
          key: 'audit.forwardsCancelled',
          values: {
            count: forwardIds.length,
            forwardIds: forwardIds.map((id) => `#${id}`).join(', '),
          },
        });
        return forwardLogOf(trx, accountId);
      });
    },

    getForwardLog: async (request) => forwardLogOf(db, accountIdOf(request)),
  };
}
