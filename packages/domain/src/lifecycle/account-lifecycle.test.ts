import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '#calendar/calendar-date.ts';
import type { StoredItem } from '#fees/storage.ts';
import { MAIL_STATUS } from '#mail/mail-status.ts';
import {
  noticeEndsOnIfGiven,
  transitionAccount,
  type AccountEmail,
  type AccountEvent,
  type AccountState,
  type PaymentDecision,
  type PlanTerms,
  type Posting,
} from './account-lifecycle.ts';

export const BUSINESS: PlanTerms = { planId: 1, monthlyFee: 3995, setupFee: 0 };
export const LITE: PlanTerms = { planId: 2, monthlyFee: 995, setupFee: 1500 };
export const PARCEL: PlanTerms = { planId: 3, monthlyFee: 495, setupFee: 0 };

const day = (year: number, month: number, date: number): CalendarDate => ({
  year,
  month,
  day: date,
});
const MARCH_10 = day(2026, 3, 10);
const rates = { envelopePerDay: 5, parcelPerDay: 20 };

interface Run {
  state: AccountState;
  postings: Posting[];
  emails: AccountEmail[];
}

/** Applies events in order, failing the test on a refusal; collects what they posted and sent. */
function run(state: AccountState, ...events: AccountEvent[]): Run {
  const result: Run = { state, postings: [], emails: [] };
  for (const event of events) {
    const next = transitionAccount(result.state, event);
    if (!next.ok) throw new Error(`${event.type} refused: ${next.code}`);
    result.state = next.state;
    result.postings.push(...next.postings);
    result.emails.push(...next.emails);
  }
  return result;
}

const refusal = (state: AccountState, event: AccountEvent) => {
  const next = transitionAccount(state, event);
  return next.ok ? null : next.code;
};

function registered(
  plan: PlanTerms = BUSINESS,
  today = MARCH_10,
  payment: PaymentDecision = 'card',
): AccountState {
  return run(
    { phase: 'signingUp', plan: null },
    { type: 'changePlan', plan, today },
    { type: 'completeRegistration', payment, today },
  ).state;
}

const amounts = (postings: Posting[]) => postings.map(({ kind, amount }) => ({ kind, amount }));

describe('issue 32 account lifecycle: registration', () => {
  it('RegistrationComplete refuses an account with no plan', () => {
    expect(
      refusal(
        { phase: 'signingUp', plan: null },
        { type: 'completeRegistration', payment: 'card', today: MARCH_10 },
      ),
    ).toBe('registration.noPlan');
  });

  it('a noCreditCard signup is billed like any other: setup fee today, the month a month on', () => {
    const signup = run(
      { phase: 'signingUp', plan: null },
      { type: 'changePlan', plan: LITE, today: MARCH_10 },
      { type: 'completeRegistration', payment: 'noCreditCard', today: MARCH_10 },
    );
    expect(signup.state).toMatchObject({
      phase: 'active',
      plan: LITE,
      payment: { decision: 'noCreditCard', activePayment: false, cardFailures: 0 },
      period: { billingDay: 10, nextBillingDate: day(2026, 4, 10), charged: 0 },
      setupFeesPaid: [LITE.planId],
    });
    expect(signup.postings).toEqual([
      { kind: 'setupFee', amount: -1500, planId: 2, key: 'setup:2' },
    ]);
    expect(signup.emails).toEqual(['registrationComplete']);
    const april = run(signup.state, {
      type: 'billingDay',
      today: day(2026, 4, 10),
      storedMail: [],
      storageRates: rates,
    });
    expect(april.postings).toEqual([
      { kind: 'monthlyFee', amount: -995, planId: 2, key: 'monthly:2026-04-10' },
    ]);
  });

  it('a free plan posts nothing at registration', () => {
    const free = { planId: 9, monthlyFee: 0, setupFee: 0 };
    const signup = run(
      { phase: 'signingUp', plan: free },
      { type: 'completeRegistration', payment: 'card', today: MARCH_10 },
    );
    expect(signup.postings).toEqual([]);
  });

  it('during signup only the plan and registration are taken; the clock changes nothing', () => {
    const signingUp: AccountState = { phase: 'signingUp', plan: null };
    expect(refusal(signingUp, { type: 'pause', mailHeld: false, today: MARCH_10 })).toBe(
      'account.signingUp',
    );
    for (const event of [
      { type: 'daysPassed', today: MARCH_10 },
      { type: 'balanceChanged', balance: -100, today: MARCH_10 },
      { type: 'billingDay', today: MARCH_10, storedMail: [], storageRates: rates },
    ] satisfies AccountEvent[]) {
      expect(run(signingUp, event)).toEqual({ state: signingUp, postings: [], emails: [] });
    }
  });

  it('registration completes once', () => {
    expect(
      refusal(registered(), { type: 'completeRegistration', payment: 'card', today: MARCH_10 }),
    ).toBe('registration.complete');
  });
});

describe('issue 32 account lifecycle: plan changes', () => {
  it('a day-one downgrade credits nothing: the first month’s fee was never charged', () => {
    const downgrade = run(registered(BUSINESS), {
      type: 'changePlan',
      plan: PARCEL,
      today: MARCH_10,
    });
    expect(downgrade.postings).toEqual([]);
    expect(downgrade.emails).toEqual(['planChanged']);
    expect(downgrade.state).toMatchObject({ plan: PARCEL, period: { charged: 0 } });
  });

  it('a downgrade credits the unused part of a month that was charged, no more', () => {
    const april10 = day(2026, 4, 10);
    const downgrade = run(
      registered(BUSINESS),
      { type: 'billingDay', today: april10, storedMail: [], storageRates: rates },
      { type: 'changePlan', plan: PARCEL, today: april10 },
      { type: 'changePlan', plan: BUSINESS, today: april10 },
      { type: 'changePlan', plan: PARCEL, today: april10 },
    );
    expect(amounts(downgrade.postings)).toEqual([
      { kind: 'monthlyFee', amount: -3995 },
      { kind: 'planChangeCredit', amount: 3500 },
      { kind: 'planChangeCharge', amount: -3500 },
      { kind: 'planChangeCredit', amount: 3500 },
    ]);
    expect(downgrade.state).toMatchObject({ plan: PARCEL, period: { charged: 495 } });
  });

  it('moving to a plan with a setup fee charges it once per account', () => {
    const toLite = run(registered(BUSINESS), {
      type: 'changePlan',
      plan: LITE,
      today: MARCH_10,
    });
    expect(amounts(toLite.postings)).toEqual([{ kind: 'setupFee', amount: -1500 }]);
    const back = run(
      toLite.state,
      { type: 'changePlan', plan: BUSINESS, today: MARCH_10 },
      { type: 'changePlan', plan: LITE, today: MARCH_10 },
    );
    expect(back.postings.filter((posting) => posting.kind === 'setupFee')).toEqual([]);
  });

  it('an upgrade charges the pro-rata difference', () => {
    // 10 Mar to 10 Apr is 31 days; on 26 Mar 15 are left: (39.95 − 4.95) × 15 / 31.
    const upgrade = run(registered(PARCEL), {
      type: 'changePlan',
      plan: BUSINESS,
      today: day(2026, 3, 26),
    });
    expect(amounts(upgrade.postings)).toEqual([{ kind: 'planChangeCharge', amount: -1694 }]);
  });

  it('the attack of issue 32 finds nothing to repeat: pause refuses plan changes', () => {
    const paused = run(registered(BUSINESS, MARCH_10, 'noCreditCard'), {
      type: 'pause',
      mailHeld: false,
      today: MARCH_10,
    }).state;
    expect(refusal(paused, { type: 'changePlan', plan: PARCEL, today: MARCH_10 })).toBe(
      'account.paused',
    );
  });

  it('the same plan is refused, and so is a change while closing', () => {
    const active = registered();
    expect(refusal(active, { type: 'changePlan', plan: BUSINESS, today: MARCH_10 })).toBe(
      'plan.unchanged',
    );
    const closing = run(active, { type: 'requestClose', today: MARCH_10 }).state;
    expect(refusal(closing, { type: 'changePlan', plan: PARCEL, today: MARCH_10 })).toBe(
      'account.closing',
    );
  });

  it('a change on a billing date not yet billed settles nothing; the run bills the new plan', () => {
    const april10 = day(2026, 4, 10);
    const changed = run(
      registered(BUSINESS),
      { type: 'changePlan', plan: PARCEL, today: april10 },
      { type: 'billingDay', today: april10, storedMail: [], storageRates: rates },
    );
    expect(amounts(changed.postings)).toEqual([{ kind: 'monthlyFee', amount: -495 }]);
  });
});

describe('issue 32 account lifecycle: pause', () => {
  const active = registered(BUSINESS);

  it('pausing is refused while mail is held (§8) and when not active', () => {
    expect(refusal(active, { type: 'pause', mailHeld: true, today: MARCH_10 })).toBe(
      'account.pause.mailHeld',
    );
    const paused = run(active, { type: 'pause', mailHeld: false, today: MARCH_10 });
    expect(paused.emails).toEqual(['paused']);
    expect(refusal(paused.state, { type: 'pause', mailHeld: false, today: MARCH_10 })).toBe(
      'account.paused',
    );
    expect(refusal(active, { type: 'unpause', today: MARCH_10 })).toBe('account.notPaused');
    const closingPaused = run(paused.state, { type: 'requestClose', today: MARCH_10 }).state;
    expect(refusal(closingPaused, { type: 'unpause', today: MARCH_10 })).toBe('account.closing');
  });

  it('pausing across a billing day does not make the month free', () => {
    const across = run(
      active,
      { type: 'pause', mailHeld: false, today: day(2026, 4, 9) },
      { type: 'billingDay', today: day(2026, 4, 10), storedMail: [], storageRates: rates },
      { type: 'unpause', today: day(2026, 4, 11) },
    );
    // 11 Apr to 10 May: 29 of 30 days of $39.95.
    expect(amounts(across.postings)).toEqual([{ kind: 'monthlyFee', amount: -3862 }]);
    expect(across.emails).toEqual(['paused', 'unpaused']);
    expect(across.state).toMatchObject({
      phase: 'active',
      period: { from: day(2026, 4, 11), nextBillingDate: day(2026, 5, 10), charged: 3862 },
    });
    const nextMonth = run(across.state, {
      type: 'billingDay',
      today: day(2026, 5, 10),
      storedMail: [],
      storageRates: rates,
    });
    expect(amounts(nextMonth.postings)).toEqual([{ kind: 'monthlyFee', amount: -3995 }]);
  });

  it('a pause inside the period already charged costs nothing more and refunds nothing', () => {
    const brief = run(
      active,
      { type: 'pause', mailHeld: false, today: day(2026, 3, 12) },
      { type: 'unpause', today: day(2026, 3, 20) },
    );
    expect(brief.postings).toEqual([]);
  });

  it('debt ends a pause: the account is locked and the days left are billed', () => {
    const paused = run(active, { type: 'pause', mailHeld: false, today: MARCH_10 }).state;
    expect(run(paused, { type: 'balanceChanged', balance: 0, today: MARCH_10 }).state).toBe(paused);
    const inDebt = run(paused, { type: 'balanceChanged', balance: -300, today: day(2026, 4, 25) });
    expect(inDebt.state).toMatchObject({ phase: 'locked', negativeSince: day(2026, 4, 25) });
    expect(amounts(inDebt.postings)).toEqual([{ kind: 'monthlyFee', amount: -1998 }]);
    expect(inDebt.emails).toEqual(['locked']);
  });
});

describe('issue 32 account lifecycle: §9 debt', () => {
  it('a member in debt may change plan, and stays locked (decision 075)', () => {
    const inDebt = run(registered(), { type: 'balanceChanged', balance: -1, today: MARCH_10 });
    const downgraded = run(inDebt.state, { type: 'changePlan', plan: PARCEL, today: MARCH_10 });
    expect(downgraded.state).toMatchObject({ phase: 'locked', plan: PARCEL });
    expect(downgraded.postings).toEqual([]);
  });

  const locked = run(registered(), {
    type: 'balanceChanged',
    balance: -500,
    today: MARCH_10,
  });

  it('below zero the account is locked, and paid back it is active again', () => {
    expect(locked.state).toMatchObject({ phase: 'locked', negativeSince: MARCH_10 });
    expect(locked.emails).toEqual(['locked']);
    expect(run(locked.state, { type: 'balanceChanged', balance: -20, today: MARCH_10 }).state).toBe(
      locked.state,
    );
    const paid = run(locked.state, { type: 'balanceChanged', balance: 0, today: MARCH_10 });
    expect(paid.state.phase).toBe('active');
    expect(paid.emails).toEqual(['unlocked']);
    expect(run(paid.state, { type: 'balanceChanged', balance: 10, today: MARCH_10 }).state).toBe(
      paid.state,
    );
  });

  it('scanning stops after 14 days unpaid and the account is terminated after 90', () => {
    const day14 = run(locked.state, { type: 'daysPassed', today: addDays(MARCH_10, 14) });
    expect(day14.state.phase).toBe('locked');
    const day15 = run(day14.state, { type: 'daysPassed', today: addDays(MARCH_10, 15) });
    expect(day15.state.phase).toBe('scanningStopped');
    expect(day15.emails).toEqual(['scanningStopped']);
    const day90 = run(day15.state, { type: 'daysPassed', today: addDays(MARCH_10, 90) });
    expect(day90.state.phase).toBe('scanningStopped');
    const day91 = run(day90.state, { type: 'daysPassed', today: addDays(MARCH_10, 91) });
    expect(day91.state).toEqual({ phase: 'terminated', since: addDays(MARCH_10, 91) });
    expect(day91.emails).toEqual(['terminated']);
  });

  it('a locked account keeps being billed, and cannot pause or close', () => {
    const billed = run(locked.state, {
      type: 'billingDay',
      today: day(2026, 4, 10),
      storedMail: [],
      storageRates: rates,
    });
    expect(amounts(billed.postings)).toEqual([{ kind: 'monthlyFee', amount: -3995 }]);
    expect(refusal(locked.state, { type: 'pause', mailHeld: false, today: MARCH_10 })).toBe(
      'account.locked',
    );
    expect(refusal(locked.state, { type: 'requestClose', today: MARCH_10 })).toBe('account.locked');
  });

  it('the clock changes nothing for an account not in debt', () => {
    const active = registered();
    expect(run(active, { type: 'daysPassed', today: day(2027, 1, 1) }).state).toBe(active);
  });
});

describe('issue 32 account lifecycle: storage and the daily run', () => {
  const letter = (daysAgo: number): StoredItem => ({
    status: MAIL_STATUS.unopened,
    mailActions: null,
    mailType: 0,
    dateScanned: new Date(Date.UTC(2026, 2, 20 - daysAgo)),
  });

  it('storage past the 30 free days is posted once per day, keyed by the day', () => {
    const today = day(2026, 3, 20);
    const billed = run(registered(), {
      type: 'billingDay',
      today,
      storedMail: [letter(31), letter(29)],
      storageRates: rates,
    });
    expect(billed.postings).toEqual([
      { kind: 'storageFee', amount: -5, planId: 1, key: 'storage:2026-03-20' },
    ]);
  });

  it('a paused account is charged nothing (§9)', () => {
    const paused = run(registered(), { type: 'pause', mailHeld: false, today: MARCH_10 }).state;
    const billed = run(paused, {
      type: 'billingDay',
      today: day(2026, 4, 20),
      storedMail: [letter(40)],
      storageRates: rates,
    });
    expect(billed).toEqual({ state: paused, postings: [], emails: [] });
  });
});

describe('issue 32 account lifecycle: closing (§9 notice)', () => {
  const active = registered();

  it('closing starts 30 days’ notice, which can be withdrawn', () => {
    const closing = run(active, { type: 'requestClose', today: MARCH_10 });
    expect(closing.state).toMatchObject({
      phase: 'closing',
      noticeEndsOn: day(2026, 4, 9),
      resumes: 'active',
    });
    expect(closing.emails).toEqual(['closeRequested']);
    expect(refusal(closing.state, { type: 'requestClose', today: MARCH_10 })).toBe(
      'account.closing',
    );
    const withdrawn = run(closing.state, { type: 'withdrawClose', today: MARCH_10 });
    expect(withdrawn.state).toEqual(active);
    expect(withdrawn.emails).toEqual(['closeWithdrawn']);
  });

  it('the notice must run out before the account closes; closed is final', () => {
    const closing = run(active, { type: 'requestClose', today: MARCH_10 }).state;
    expect(refusal(closing, { type: 'noticeEnds', today: day(2026, 4, 8) })).toBe(
      'close.noticeRunning',
    );
    const closed = run(closing, { type: 'noticeEnds', today: day(2026, 4, 9) });
    expect(closed.state).toEqual({ phase: 'closed', since: day(2026, 4, 9) });
    expect(closed.emails).toEqual(['closed']);
    expect(refusal(closed.state, { type: 'withdrawClose', today: day(2026, 4, 9) })).toBe(
      'account.closed',
    );
  });

  it('a closing account is billed until its notice ends, and runs it out in debt', () => {
    const closing = run(active, { type: 'requestClose', today: day(2026, 3, 20) }).state;
    const billing = (today: CalendarDate): AccountEvent => ({
      type: 'billingDay',
      today,
      storedMail: [],
      storageRates: rates,
    });
    const april = run(
      closing,
      { type: 'balanceChanged', balance: -100, today: day(2026, 3, 21) },
      billing(day(2026, 4, 10)),
    );
    expect(april.state.phase).toBe('closing');
    expect(amounts(april.postings)).toEqual([{ kind: 'monthlyFee', amount: -3995 }]);
    expect(run(april.state, billing(day(2026, 5, 10))).postings).toEqual([]);
  });

  it('a paused account may give notice, is charged nothing during it, and may withdraw it', () => {
    const paused = run(active, { type: 'pause', mailHeld: false, today: MARCH_10 }).state;
    const closing = run(paused, { type: 'requestClose', today: day(2026, 4, 1) }).state;
    expect(closing).toMatchObject({ phase: 'closing', resumes: 'paused' });
    const billed = run(closing, {
      type: 'billingDay',
      today: day(2026, 4, 10),
      storedMail: [],
      storageRates: rates,
    });
    expect(billed.postings).toEqual([]);
    expect(run(closing, { type: 'withdrawClose', today: day(2026, 4, 10) }).state).toEqual(paused);
  });

  it('notice events need a closing account', () => {
    expect(refusal(active, { type: 'withdrawClose', today: MARCH_10 })).toBe('account.notClosing');
    expect(refusal(active, { type: 'noticeEnds', today: MARCH_10 })).toBe('account.notClosing');
  });
});

describe('issue 32 account lifecycle: failing cards (§6)', () => {
  it('the third failed charge in a row sets activePayment false, once; a new card restores it', () => {
    const failing = run(
      registered(),
      { type: 'cardFailed', today: MARCH_10 },
      { type: 'cardFailed', today: MARCH_10 },
    );
    expect(failing.emails).toEqual([]);
    const third = run(failing.state, { type: 'cardFailed', today: MARCH_10 });
    expect(third.state).toMatchObject({ payment: { activePayment: false, cardFailures: 3 } });
    expect(third.emails).toEqual(['paymentRequired']);
    const fourth = run(third.state, { type: 'cardFailed', today: MARCH_10 });
    expect(fourth.emails).toEqual([]);
    const saved = run(fourth.state, { type: 'cardSaved', today: MARCH_10 });
    expect(saved.state).toMatchObject({
      payment: { decision: 'card', activePayment: true, cardFailures: 0 },
    });
  });
});

describe('issue 32 account lifecycle: final states', () => {
  it('a terminated account refuses everything', () => {
    expect(
      refusal({ phase: 'terminated', since: MARCH_10 }, { type: 'daysPassed', today: MARCH_10 }),
    ).toBe('account.terminated');
  });
});

describe('the notice the close dialog announces', () => {
  it('ends 30 days after the UTC day it is given, as the server counts it', () => {
    expect(noticeEndsOnIfGiven(new Date('2026-11-27T09:00:00Z'))).toBe('2026-12-27');
    // Late evening in the Americas is already the next day in UTC, and so for the server.
    expect(noticeEndsOnIfGiven(new Date('2026-01-31T23:30:00-05:00'))).toBe('2026-03-03');
  });
});
