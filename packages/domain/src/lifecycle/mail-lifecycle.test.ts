import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_ACTION } from '#account/auto-action.ts';
import type { ScanPrices } from '#fees/scan-fee.ts';
import { MAIL_REFUSAL_KEYS } from '#mail/mail-actions.ts';
import {
  isHeld,
  MAIL_STATUS,
  PENDING_ACTION,
  type MailStatus,
  type PendingAction,
} from '#mail/mail-status.ts';
import type { Payer } from './paid-work.ts';
import {
  arrivalAction,
  transitionMail,
  type MailEvent,
  type MailItem,
  type MailRequest,
} from './mail-lifecycle.ts';

const prices: ScanPrices = { envelopeScan: 50, perLetter: 150, perPage: 20 };
const context = {
  account: { idVerified: false, idPending: false, smsVerified: true },
  plan: { parcelForwardOnly: false },
};
const funded: Payer = { balance: 2000, workingCard: false, locked: false };
const broke: Payer = { balance: 0, workingCard: false, locked: false };
const locked: Payer = { balance: -100, workingCard: true, locked: true };

const letter = (status: MailStatus, mailActions: PendingAction | null = null): MailItem => ({
  status,
  mailActions,
  mailType: 0,
});
const parcel = (status: MailStatus, mailActions: PendingAction | null = null): MailItem => ({
  ...letter(status, mailActions),
  mailType: 1,
});

const request = (action: MailRequest, payer: Payer = funded): MailEvent => ({
  type: 'request',
  action,
  context,
  payer,
  prices,
});
const fulfil = (pages: number): MailEvent => ({ type: 'fulfil', pages, prices });

describe('issue 32 mail lifecycle: requests', () => {
  it('each request records its pending action and leaves the status', () => {
    const cases: [MailRequest, PendingAction][] = [
      ['scan', PENDING_ACTION.scan],
      ['rescan', PENDING_ACTION.rescan],
      ['forward', PENDING_ACTION.forward],
      ['shred', PENDING_ACTION.shred],
      ['returnToSender', PENDING_ACTION.returnToSender],
    ];
    for (const [action, pending] of cases) {
      expect(transitionMail(letter(MAIL_STATUS.unopened), request(action))).toEqual({
        ok: true,
        item: { status: MAIL_STATUS.unopened, mailActions: pending },
        postings: [],
        deleted: false,
      });
    }
  });

  it('deleting mail still on the shelf asks staff to shred it', () => {
    for (const status of [MAIL_STATUS.unopened, MAIL_STATUS.scanned]) {
      expect(transitionMail(letter(status), request('delete'))).toEqual({
        ok: true,
        item: { status, mailActions: PENDING_ACTION.shred },
        postings: [],
        deleted: true,
      });
    }
  });

  it('deleting mail already gone only removes the digital copy', () => {
    const forwarded = letter(MAIL_STATUS.forwarded);
    expect(transitionMail(forwarded, request('delete'))).toEqual({
      ok: true,
      item: { status: MAIL_STATUS.forwarded, mailActions: null },
      postings: [],
      deleted: true,
    });
  });

  it('the rules of mail-actions.ts still apply', () => {
    expect(
      transitionMail(letter(MAIL_STATUS.unopened, PENDING_ACTION.forward), request('delete')),
    ).toEqual({ ok: false, code: 'pending_action' });
    expect(transitionMail(letter(MAIL_STATUS.scanned), request('scan'))).toEqual({
      ok: false,
      code: 'not_unopened',
    });
  });

  it('a parcel is never opened', () => {
    for (const action of ['scan', 'rescan'] as const) {
      expect(transitionMail(parcel(MAIL_STATUS.unopened), request(action))).toEqual({
        ok: false,
        code: 'parcel_not_opened',
      });
    }
    expect(transitionMail(parcel(MAIL_STATUS.unopened), request('forward')).ok).toBe(true);
  });

  it('no paid work for a member who cannot pay; a working card pays', () => {
    expect(transitionMail(letter(MAIL_STATUS.unopened), request('scan', broke))).toEqual({
      ok: false,
      code: 'payment_required',
    });
    expect(transitionMail(letter(MAIL_STATUS.scanned), request('rescan', broke))).toEqual({
      ok: false,
      code: 'payment_required',
    });
    const card = { ...broke, workingCard: true };
    expect(transitionMail(letter(MAIL_STATUS.unopened), request('scan', card)).ok).toBe(true);
    // Free work still needs no money.
    expect(transitionMail(letter(MAIL_STATUS.unopened), request('shred', broke)).ok).toBe(true);
  });

  it('a locked member starts nothing that asks staff for work', () => {
    for (const action of ['scan', 'rescan', 'forward', 'shred', 'returnToSender'] as const) {
      expect(transitionMail(letter(MAIL_STATUS.unopened), request(action, locked))).toEqual({
        ok: false,
        code: 'account_locked',
      });
    }
  });
});

describe('issue 32 mail lifecycle: staff fulfil, members cancel', () => {
  it('an open and scan is charged per letter and page', () => {
    expect(transitionMail(letter(MAIL_STATUS.unopened, PENDING_ACTION.scan), fulfil(3))).toEqual({
      ok: true,
      item: { status: MAIL_STATUS.scanned, mailActions: null },
      postings: [{ kind: 'openAndScan', amount: -210 }],
      deleted: false,
    });
  });

  it('a rescan of an unopened letter costs the open-and-scan price; of a scanned one, the pages', () => {
    expect(
      transitionMail(letter(MAIL_STATUS.unopened, PENDING_ACTION.rescan), fulfil(3)),
    ).toMatchObject({ postings: [{ kind: 'rescan', amount: -210 }] });
    expect(
      transitionMail(letter(MAIL_STATUS.scanned, PENDING_ACTION.rescan), fulfil(3)),
    ).toMatchObject({ item: { status: MAIL_STATUS.scanned }, postings: [{ amount: -60 }] });
  });

  it('a scan asked for a parcel before this rule is refused, not charged at letter prices', () => {
    expect(transitionMail(parcel(MAIL_STATUS.unopened, PENDING_ACTION.scan), fulfil(1))).toEqual({
      ok: false,
      code: 'parcel_not_opened',
    });
  });

  it('without a plan the work is free and posts nothing', () => {
    const free: MailEvent = { type: 'fulfil', pages: 2, prices: null };
    expect(transitionMail(letter(MAIL_STATUS.unopened, PENDING_ACTION.scan), free)).toMatchObject({
      ok: true,
      postings: [],
    });
  });

  it('forward, shred and return end with the item gone from the shelf', () => {
    const cases: [PendingAction, MailStatus][] = [
      [PENDING_ACTION.forward, MAIL_STATUS.forwarded],
      [PENDING_ACTION.shred, MAIL_STATUS.shredded],
      [PENDING_ACTION.returnToSender, MAIL_STATUS.returned],
    ];
    for (const [pending, status] of cases) {
      expect(transitionMail(letter(MAIL_STATUS.scanned, pending), fulfil(0))).toEqual({
        ok: true,
        item: { status, mailActions: null },
        postings: [],
        deleted: false,
      });
    }
  });

  it('fulfil and cancel need a pending action; cancel clears it', () => {
    expect(transitionMail(letter(MAIL_STATUS.unopened), fulfil(1))).toEqual({
      ok: false,
      code: 'no_pending_action',
    });
    expect(transitionMail(letter(MAIL_STATUS.unopened), { type: 'cancel' })).toEqual({
      ok: false,
      code: 'no_pending_action',
    });
    expect(
      transitionMail(letter(MAIL_STATUS.unopened, PENDING_ACTION.shred), { type: 'cancel' }),
    ).toEqual({
      ok: true,
      item: { status: MAIL_STATUS.unopened, mailActions: null },
      postings: [],
      deleted: false,
    });
  });
});

describe('issue 32 mail lifecycle: arrival', () => {
  const member = { autoAction: AUTO_ACTION.openAndScan, paused: false, payer: funded, prices };

  it('a letter is opened on arrival only if chosen, not paused and paid for', () => {
    expect(arrivalAction({ mailType: 0 }, member)).toBe(PENDING_ACTION.scan);
    expect(arrivalAction({ mailType: 0 }, { ...member, paused: true })).toBeNull();
    expect(arrivalAction({ mailType: 0 }, { ...member, payer: broke })).toBeNull();
    expect(
      arrivalAction({ mailType: 0 }, { ...member, autoAction: AUTO_ACTION.scanEnvelope }),
    ).toBeNull();
  });

  it('a parcel is never opened on arrival', () => {
    expect(arrivalAction({ mailType: 1 }, member)).toBeNull();
  });
});

const statuses = fc.constantFrom(...Object.values(MAIL_STATUS));
const pendings = fc.constantFrom(null, ...Object.values(PENDING_ACTION));
const items = fc.record({ status: statuses, mailActions: pendings, mailType: fc.nat(2) });
const payers = fc.record({
  balance: fc.integer({ min: -5000, max: 5000 }),
  workingCard: fc.boolean(),
  locked: fc.boolean(),
});
const events: fc.Arbitrary<MailEvent> = fc.oneof(
  fc.record({
    type: fc.constant('request' as const),
    action: fc.constantFrom<MailRequest>(
      'scan',
      'rescan',
      'forward',
      'shred',
      'returnToSender',
      'delete',
    ),
    context: fc.record({
      account: fc.record({
        idVerified: fc.boolean(),
        idPending: fc.boolean(),
        smsVerified: fc.boolean(),
      }),
      plan: fc.record({ parcelForwardOnly: fc.boolean() }),
      scanningStopped: fc.boolean(),
    }),
    payer: payers,
    prices: fc.option(fc.constant(prices)),
  }),
  fc.record({
    type: fc.constant('fulfil' as const),
    pages: fc.nat(40),
    prices: fc.option(fc.constant(prices)),
  }),
  fc.constant({ type: 'cancel' as const }),
);

describe('issue 32 mail lifecycle: properties', () => {
  it('no item on the shelf is lost: it leaves only when staff fulfil a forward, shred or return', () => {
    fc.assert(
      fc.property(items, events, (item, event) => {
        const next = transitionMail(item, event);
        if (!next.ok || !isHeld(item) || isHeld(next.item)) return;
        expect(event.type).toBe('fulfil');
        expect([
          PENDING_ACTION.forward,
          PENDING_ACTION.shred,
          PENDING_ACTION.returnToSender,
        ]).toContain(item.mailActions);
      }),
    );
  });

  it('every refusal has a known code: mail-actions.ts’s or one of the lifecycle’s own', () => {
    const known = [...Object.keys(MAIL_REFUSAL_KEYS), 'payment_required', 'parcel_not_opened'];
    fc.assert(
      fc.property(items, events, (item, event) => {
        const next = transitionMail(item, event);
        if (!next.ok) expect(known).toContain(next.code);
      }),
    );
  });

  it('only staff opening a letter costs money, never a parcel, and never a credit', () => {
    fc.assert(
      fc.property(items, events, (item, event) => {
        const next = transitionMail(item, event);
        if (!next.ok) return;
        for (const posting of next.postings) {
          expect(posting.amount).toBeLessThan(0);
          expect(event.type).toBe('fulfil');
          expect(item.mailType).toBe(0);
        }
      }),
    );
  });

  it('no paid work is requested for a member who is locked or cannot pay', () => {
    fc.assert(
      fc.property(items, events, (item, event) => {
        if (event.type !== 'request' || (event.action !== 'scan' && event.action !== 'rescan')) {
          return;
        }
        // The least the work costs: opening (150) and one page (20), or the page of a rescan.
        const price = item.status === MAIL_STATUS.unopened ? 170 : 20;
        const canPay =
          !event.payer.locked && (event.payer.workingCard || event.payer.balance >= price);
        if (!canPay && event.prices) expect(transitionMail(item, event).ok).toBe(false);
      }),
    );
  });
});
