import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, type CalendarDate } from '#calendar/calendar-date.ts';
import type { StoredItem } from '#fees/storage.ts';
import { MAIL_STATUS } from '#mail/mail-status.ts';
import {
  ACCOUNT_REFUSALS,
  CARD_FAILURES_BEFORE_PAYMENT_REQUIRED,
  transitionAccount,
  type AccountEvent,
  type AccountState,
  type PlanTerms,
  type Posting,
} from './account-lifecycle.ts';

/**
 * Random lives of one account, as member, staff and clock would make them: the balance is the sum
 * of what the machine posts plus top-ups, sent back after every transition as the server does, and
 * the billing run comes every day. Invariants hold after every step.
 */

const PLANS: PlanTerms[] = [
  { planId: 1, monthlyFee: 3995, setupFee: 0 },
  { planId: 2, monthlyFee: 995, setupFee: 1500 },
  { planId: 3, monthlyFee: 495, setupFee: 0 },
  { planId: 4, monthlyFee: 0, setupFee: 0 },
  { planId: 5, monthlyFee: 7095, setupFee: 2500 },
];
const RATES = { envelopePerDay: 5, parcelPerDay: 20 };
const CHARGES: Posting['kind'][] = ['monthlyFee', 'planChangeCharge'];

type Step =
  | { kind: 'wait'; days: number }
  | { kind: 'topUp'; amount: number }
  | { kind: 'changePlan'; plan: PlanTerms }
  | { kind: 'completeRegistration'; card: boolean }
  | { kind: 'pause'; mailHeld: boolean }
  | {
      kind:
        'unpause' | 'requestClose' | 'withdrawClose' | 'noticeEnds' | 'cardSaved' | 'cardFailed';
    };

const steps: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      days: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      amount: fc.integer({ min: 2000, max: 20_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('changePlan' as const),
      plan: fc.constantFrom(...PLANS),
    }),
  },
  fc.record({ kind: fc.constant('completeRegistration' as const), card: fc.boolean() }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('pause' as const), mailHeld: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'unpause' as const,
        'requestClose' as const,
        'withdrawClose' as const,
        'noticeEnds' as const,
        'cardSaved' as const,
        'cardFailed' as const,
      ),
    }),
  },
);

/** Most lives start with a signup (a plan, a payment decision, a deposit); some never finish it. */
const lives: fc.Arbitrary<Step[]> = fc
  .tuple(
    fc.option(
      fc.tuple(fc.constantFrom(...PLANS), fc.boolean(), fc.integer({ min: 0, max: 20_000 })),
      { freq: 5 },
    ),
    fc.array(steps, { maxLength: 40 }),
  )
  .map(([signup, rest]): Step[] =>
    signup
      ? [
          { kind: 'changePlan', plan: signup[0] },
          { kind: 'topUp', amount: signup[2] },
          { kind: 'completeRegistration', card: signup[1] },
          ...rest,
        ]
      : rest,
  );

class Life {
  state: AccountState = { phase: 'signingUp', plan: null };
  balance = 0;
  today: CalendarDate = { year: 2026, month: 1, day: 31 };
  charged = 0;
  credited = 0;
  keys = new Set<string>();
  /** One letter arrived at signup and is kept: storage starts after 30 days. */
  mail: StoredItem[] = [
    {
      status: MAIL_STATUS.unopened,
      mailActions: null,
      mailType: 0,
      dateScanned: new Date(Date.UTC(2026, 0, 31)),
    },
  ];

  apply(event: AccountEvent): void {
    const wasFinal = this.state.phase === 'closed' || this.state.phase === 'terminated';
    const next = transitionAccount(this.state, event);
    if (!next.ok) {
      expect(ACCOUNT_REFUSALS).toContain(next.code);
      return;
    }
    expect(wasFinal).toBe(false);
    const pausedBefore =
      this.state.phase === 'paused' ||
      (this.state.phase === 'closing' && this.state.resumes === 'paused');
    if (pausedBefore && event.type === 'billingDay') {
      expect(next.postings).toEqual([]);
    }
    for (const posting of next.postings) this.post(posting);
    this.state = next.state;
    this.check(event.type === 'balanceChanged');
    if (event.type !== 'balanceChanged') {
      this.apply({ type: 'balanceChanged', balance: this.balance, today: this.today });
    }
  }

  private post(posting: Posting): void {
    expect(posting.amount).not.toBe(0);
    expect(posting.amount > 0).toBe(posting.kind === 'planChangeCredit');
    if (posting.key !== null) {
      expect(this.keys.has(posting.key)).toBe(false);
      this.keys.add(posting.key);
    }
    if (CHARGES.includes(posting.kind)) this.charged -= posting.amount;
    if (posting.kind === 'planChangeCredit') this.credited += posting.amount;
    this.balance += posting.amount;
  }

  /** `balanceKnown`: the machine has been told the balance this transition left. */
  private check(balanceKnown: boolean): void {
    expect(this.credited).toBeLessThanOrEqual(this.charged);
    const state = this.state;
    if (!('period' in state)) return;
    expect(state.period.charged).toBeGreaterThanOrEqual(0);
    if (state.payment.cardFailures >= CARD_FAILURES_BEFORE_PAYMENT_REQUIRED) {
      expect(state.payment.activePayment).toBe(false);
    }
    if (balanceKnown && this.balance < 0) {
      expect(['active', 'paused']).not.toContain(state.phase);
    }
  }

  /** A day of the clock: the billing run, then the debt clock. */
  newDay(): void {
    this.today = addDays(this.today, 1);
    this.apply({
      type: 'billingDay',
      today: this.today,
      storedMail: this.mail,
      storageRates: RATES,
    });
    const state = this.state;
    if (state.phase === 'active' || state.phase === 'locked' || state.phase === 'scanningStopped') {
      // The run bills every period as it starts: no month goes by unbilled.
      expect(compareDates(this.today, state.period.nextBillingDate)).toBeLessThan(0);
    }
    this.apply({ type: 'daysPassed', today: this.today });
  }

  take(step: Step): void {
    const today = this.today;
    switch (step.kind) {
      case 'wait':
        for (let day = 0; day < step.days; day++) this.newDay();
        return;
      case 'topUp':
        this.balance += step.amount;
        this.apply({ type: 'balanceChanged', balance: this.balance, today });
        return;
      case 'changePlan':
        this.apply({ type: 'changePlan', plan: step.plan, today });
        return;
      case 'completeRegistration':
        this.apply({
          type: 'completeRegistration',
          payment: step.card ? 'card' : 'noCreditCard',
          today,
        });
        return;
      case 'pause':
        this.apply({ type: 'pause', mailHeld: step.mailHeld, today });
        return;
      default:
        this.apply({ type: step.kind, today });
    }
  }
}

describe('issue 32 account lifecycle: random lives', () => {
  it('property: no credit from nothing, each fee once, debt locks, final states stay final', () => {
    fc.assert(
      fc.property(lives, (plan) => {
        const life = new Life();
        for (const step of plan) life.take(step);
      }),
      { numRuns: 300 },
    );
  });

  it('property: closed and terminated accounts refuse every event', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('closed' as const, 'terminated' as const),
        fc.array(steps, { minLength: 1, maxLength: 10 }),
        (phase, events) => {
          const life = new Life();
          life.state = { phase, since: life.today };
          // Life.apply fails the test on any transition an ended account accepts.
          for (const step of events) life.take(step);
          expect(life.state.phase).toBe(phase);
        },
      ),
    );
  });
});
