import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { fieldFor, placeSettled, restOn, screenSettled } from '#storybook/play.ts';
import { http, never, problem } from '#storybook/api-handlers.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member, transactions } from '#testing/fixtures.ts';

export default { title: 'Screens/Settings money' } satisfies Meta;

const section = (path: string) => screenStory(`/Members/Account${path}`, { signedInAs: member });

/** A member with no card on file: Payment Method shows the card form. */
const withoutCard = { ...member, card: null };

const transactionPages = http.get('/api/Transaction', ({ query, response }) =>
  response(200).json(Number(query.get('page')) === 0 ? transactions : []),
);

/** Payment Method: the card on file with Replace and Remove, PayPal at $50, and the bank details. */
export const PaymentMethod = section('/PaymentMethod');

/** Payment Method of a member with no card on file: the card form with its preview. */
export const PaymentMethodNoCard: StoryObj = {
  ...screenStory('/Members/Account/PaymentMethod', { signedInAs: withoutCard }),
};

/** The card on file expiring this month (the clock at 20 November 2026): "Expires soon". */
export const PaymentMethodCardExpiring: StoryObj = {
  ...screenStory('/Members/Account/PaymentMethod', {
    signedInAs: {
      ...member,
      card: { brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2026 },
    },
  }),
  beforeEach: clockAt('2026-11-20T00:00:00Z'),
};

/** An expired card on file (10/2026 on 20 November 2026): "Expired", in the danger colour. */
export const PaymentMethodCardExpired: StoryObj = {
  ...screenStory('/Members/Account/PaymentMethod', {
    signedInAs: { ...member, card: { brand: 'amex', last4: '0005', expMonth: 10, expYear: 2026 } },
  }),
  beforeEach: clockAt('2026-11-20T00:00:00Z'),
};

/** Remove asks first, saying auto top-up turns off with the card. */
export const PaymentMethodRemoveCard: StoryObj = {
  ...PaymentMethod,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const main = within(canvasElement.querySelector('main')!);
    const remove = await main.findByRole('button', { name: /^(Remove|削除|移除)$/ });
    await userEvent.click(remove);
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};

/** The bank transfer details with a copy button each, the reference being the suite code. */
export const PaymentMethodBankTransfer: StoryObj = {
  ...PaymentMethod,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const bank = await waitFor(() => {
      const found = canvasElement.querySelector('#settings-bank');
      if (!found) throw new Error('The bank transfer details have not loaded');
      return found.closest('section')!;
    });
    // The sections above it (card, auto top-up, PayPal) may still be arriving and push it down.
    await placeSettled(bank);
    restOn(bank);
  },
};

/** Payment Method with a Mastercard typed and refused by its bank: the provider's words. */
export const PaymentMethodDeclined: StoryObj = {
  ...screenStory('/Members/Account/PaymentMethod', { signedInAs: withoutCard }),
  parameters: {
    msw: {
      handlers: {
        account: http.post('/api/account/GetAccount', ({ response }) =>
          response(200).json(withoutCard),
        ),
        updateCard: http.post('/api/Payment/UpdateCard', ({ response }) =>
          response.untyped(problem(402, 'payment_failed', 'Your card was declined.')),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.type(await fieldFor(canvasElement, 'cc-name'), 'Alexandra Smythe');
    await userEvent.type(await fieldFor(canvasElement, 'cc-number'), '5555555555554444');
    await userEvent.type(await fieldFor(canvasElement, 'cc-exp'), '1230');
    await userEvent.type(await fieldFor(canvasElement, 'cc-csc'), '123');
    await userEvent.click(
      canvasElement.querySelector<HTMLButtonElement>('main form button[type="submit"]')!,
    );
    restOn(await within(canvasElement.querySelector('main')!).findByRole('alert'));
  },
};

/** Ends at the auto top-up panel, which loads after the rest of Payment Method. */
const atAutoTopUp = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await screenSettled(canvasElement);
  // By its heading's id: the panel's name is in the story's language.
  const heading = await waitFor(
    () => {
      const found = canvasElement.querySelector('#settings-auto-top-up');
      if (!found) throw new Error('The auto top-up panel has not loaded');
      return found;
    },
    { timeout: 10_000 },
  );
  restOn(heading.closest('section') ?? heading);
};

/** Payment Method's auto top-up: "when my balance falls below $10.00, top up $50.00". */
export const AutoTopUp: StoryObj = { ...PaymentMethod, play: atAutoTopUp };

/** Auto top-up of a member who has none: off, the §9 default amount offered to turn it on. */
export const AutoTopUpOff: StoryObj = {
  ...screenStory('/Members/Account/PaymentMethod', {
    signedInAs: { ...member, autoTopUpAmount: null, autoTopUpThreshold: 0 },
  }),
  play: atAutoTopUp,
};

/** Manual Payment: the card on file, the §9 amounts ($50 chosen) and Pay with the card. */
export const ManualPayment = section('/ManualPayment');

/** Manual Payment paid with the card on file: the receipt, its GST and that it was emailed. */
export const ManualPaymentReceipt: StoryObj = {
  ...ManualPayment,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const main = within(canvasElement.querySelector('main')!);
    await userEvent.click(await main.findByRole('button', { name: /4242/ }));
    restOn(
      await waitFor(() => {
        const found = canvasElement.querySelector('main dl');
        if (!found) throw new Error('No receipt yet');
        return found.closest('[role="status"]') ?? found;
      }),
    );
  },
};

/** Choose Plan: the plans in order, the most popular marked and the member's own highlighted. */
export const ChoosePlan = section('/ChoosePlan');

/**
 * The clock at a fixed day (time still runs, so timers work): a story whose text depends on today,
 * such as a pro-rata amount, looks the same in every screenshot.
 */
function clockAt(day: string) {
  return () => {
    const RealDate = Date;
    const offset = new RealDate(day).getTime() - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(value?: string | number | Date) {
        super(value ?? RealDate.now() + offset);
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  };
}

/** Choose Plan asking to confirm a change, with its pro-rata credit (mid-November: $5.00). */
export const ChoosePlanConfirm: StoryObj = {
  ...ChoosePlan,
  beforeEach: clockAt('2026-11-16T00:00:00Z'),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    // A brand without Choose Plan (Outback Post) shows the section as not found: nothing to open.
    const choose = canvasElement.querySelector<HTMLButtonElement>('main section button');
    if (!choose) return;
    await userEvent.click(choose);
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};

/** Transactions: credits apart from debits, with the running balance. */
export const Transactions: StoryObj = {
  ...section('/Transactions'),
  parameters: { msw: { handlers: { transactions: transactionPages } } },
};

/** Transactions of a new member: nothing yet. */
export const TransactionsEmpty: StoryObj = {
  ...section('/Transactions'),
  parameters: {
    msw: {
      handlers: {
        transactions: http.get('/api/Transaction', ({ response }) => response(200).json([])),
      },
    },
  },
};

/** Transactions while the first page loads. */
export const TransactionsLoading: StoryObj = {
  ...screenStory('/Members/Account/Transactions', { signedInAs: member, loading: true }),
  parameters: {
    msw: { handlers: { transactions: http.get('/api/Transaction', never) } },
  },
};

const storageCounts = http.get('/api/StorageMetrics/GetMetrics', ({ response }) =>
  response(200).json({
    storedEnvelopesWithinFreePeriod: 12,
    storedEnvelopesOutsideFreePeriod: 3,
    forwardedEnvelopes: 40,
    shreddedEnvelopes: 25,
    storedParcelsWithinFreePeriod: 1,
    storedParcelsOutsideFreePeriod: 1,
    forwardedParcels: 6,
    destroyedParcels: 0,
  }),
);

/**
 * Storage Metrics: the eight counts as two bar charts on one scale, what the plan (Mail Plus)
 * charges a day per envelope and parcel past the free days, and what today's items cost.
 */
export const StorageMetrics: StoryObj = {
  ...section('/StorageMetrics'),
  parameters: { msw: { handlers: { storageMetrics: storageCounts } } },
};

const onMailLite = { ...member, planId: 1 };

/** Storage Metrics on a plan that charges nothing for storage (Mail Lite): it says storage is free. */
export const StorageMetricsFree: StoryObj = {
  ...screenStory('/Members/Account/StorageMetrics', { signedInAs: onMailLite }),
  parameters: {
    msw: {
      handlers: {
        account: http.post('/api/account/GetAccount', ({ response }) =>
          response(200).json(onMailLite),
        ),
        storageMetrics: storageCounts,
      },
    },
  },
};

/** Audit Log: what happened and when, newest first. */
export const AuditLog: StoryObj = {
  ...section('/AuditLog'),
  parameters: {
    msw: {
      handlers: {
        audit: http.get('/api/Audit', ({ query, response }) =>
          response(200).json(
            Number(query.get('page')) === 0
              ? [
                  {
                    auditId: 3,
                    dateTime: '2026-11-20T09:41:00Z',
                    text: { key: 'audit.loggedIn', values: { ip: '203.0.113.7' } },
                    by: 'Sam Lee',
                  },
                  {
                    auditId: 2,
                    dateTime: '2026-11-12T04:00:00Z',
                    text: {
                      key: 'audit.forwardRequested',
                      values: {
                        forwardId: 41,
                        count: 3,
                        city: 'Hamilton',
                        service: 'Express Post',
                        amount: 12.4,
                      },
                    },
                    by: 'Alexandra Montgomery-Smythe',
                  },
                  {
                    auditId: 1,
                    dateTime: '2026-11-01T00:10:00Z',
                    text: {
                      key: 'audit.monthlyFee',
                      values: { amount: 19.95, planName: 'Standard' },
                    },
                    by: null,
                  },
                ]
              : [],
          ),
        ),
      },
    },
  },
};
