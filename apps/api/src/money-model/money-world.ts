import { randomUUID } from 'node:crypto';
import {
  addDays,
  billingDateIn,
  calendarDateIn,
  compareDates,
  daysBetween,
  isoDate,
  shiftMonth,
  startOfDayUtc,
  type CalendarDate,
} from '@portal/domain/calendar';
import { PENDING_ACTION } from '@portal/domain/mail-status';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { chargeAutoTopUp } from '#billing/auto-top-up-charge.ts';
import { billAccount } from '#billing/bill-account.ts';
import { purgeDeletedMail } from '#mail/purge-deleted-mail.ts';
import { fulfilDisposal } from '#staff/fulfil-disposal.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { markForwardSent } from '#staff/mark-forward-sent.ts';
import { receiveMail } from '#staff/receive-mail.ts';
import { creditTransfer } from '#staff/bank-transfer.ts';
import { StaffError, type StaffContext } from '#staff/staff-context.ts';
import { PLANS } from '#seed/plans.ts';
import { pdfWithPages } from '../../test/staff-fixtures.ts';
import { asMember, insertPlan, newMember } from '../../test/member-fixtures.ts';
import { sessionCookieFor, startTestApp, type TestApp } from '../../test/test-app.ts';
import { readAccountFacts, type AccountFacts } from './account-facts.ts';
import type { Action, Signup, Sequence } from './actions.ts';
import { ledgerWhole, noMailLost, setupFeeOnce, type Violation } from './checks.ts';
import { startModelClock, type ModelClock } from './model-clock.ts';
import { MoneyRules, type StepContext } from './money-rules.ts';
import { cardToken, recordingCards } from './recording-cards.ts';

/**
 * The server the money model drives: one test app and database for the whole run, a fresh account
 * per sequence (inserted, not signed up through argon2), members through the HTTP routes, staff
 * and billing through their own entry points, and the model clock.
 */

const WEBPAGE = 'harbour-mail';
/** A 30th: billing falls on the last day of shorter months. Far ahead, so sessions stay live. */
const START = new Date('2030-01-30T09:00:00Z');
const BILLING_DAY = 30;

interface Plan {
  id: number;
  name: string;
  monthlyFee: number;
  setupFee: number;
}

/** Milliseconds spent per kind of step over the run; `signup` includes opening the account. */
export const stepTimes = new Map<string, number>();

export interface SequenceResult {
  /** Per step, what happened: `ok`, a refusal's status and code, or `skipped` with nothing to act on. */
  outcomes: string[];
  violations: Violation[];
}

export async function startMoneyWorld() {
  const cards = recordingCards();
  const api = await startTestApp({ cards });
  await withoutCommitFlush(api);
  const plans: Plan[] = [];
  for (const seed of PLANS[WEBPAGE]) {
    plans.push({
      id: await insertPlan(api, seed),
      name: seed.plan_name,
      monthlyFee: seed.monthly_fee_cents,
      setupFee: seed.setup_fee_cents,
    });
  }
  const clock = await startModelClock(api.db.kysely, START);
  const pdfs = {
    envelope: await pdfWithPages(['Alex Chen, Suite 1']),
    contents: await pdfWithPages(['Notice of assessment']),
  };
  return {
    run: (sequence: Sequence, ignore: ReadonlySet<string>) =>
      runSequence({ api, cards, plans, clock, pdfs }, sequence, ignore),
    async close() {
      clock.stop();
      await api.close();
    },
  };
}

/** The test app's pool size (platform/db/database.ts): switching that many connections switches them all. */
const POOL_SIZE = 10;

/**
 * Commits that do not wait for the disk: a throwaway database loses nothing it needs, and a step
 * commits several transactions. New connections take the database's setting; open ones are set here.
 */
async function withoutCommitFlush({ db }: TestApp) {
  await sql`do $$ begin
    execute format('alter database %I set synchronous_commit = off', current_database());
  end $$`.execute(db.kysely);
  const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => db.pool.connect()));
  for (const client of clients) {
    await client.query('set synchronous_commit = off');
    client.release();
  }
}

interface World {
  api: TestApp;
  cards: ReturnType<typeof recordingCards>;
  plans: Plan[];
  clock: ModelClock;
  pdfs: { envelope: Uint8Array; contents: Uint8Array };
}

async function runSequence(
  world: World,
  sequence: Sequence,
  ignore: ReadonlySet<string>,
): Promise<SequenceResult> {
  const started = performance.now();
  await world.clock.set(START);
  const run = new SequenceRun(world, await openAccount(world, sequence.signup));
  const outcomes = [await run.signup(sequence.signup)];
  stepTimes.set('signup', (stepTimes.get('signup') ?? 0) + performance.now() - started);
  for (const action of sequence.actions) {
    if (run.failed(ignore)) break;
    outcomes.push(await run.act(action));
  }
  return { outcomes, violations: run.violations.filter((v) => !ignore.has(v.invariant)) };
}

async function openAccount({ api }: World, signup: Signup) {
  const member = await newMember(api);
  const start = calendarDateIn(START);
  const firstBilling = billingDateIn(...shiftMonth(start.year, start.month, 1), BILLING_DAY);
  const { user_code: suite } = await api.db.kysely
    .updateTable('accounts')
    .set({
      registration_status: REGISTRATION_STATUS.signedUp,
      sms_verification: SMS_VERIFICATION.verified,
      billing_day: BILLING_DAY,
      billing_date: isoDate(firstBilling),
      auto_action: signup.openAndScan ? 0 : 1,
    })
    .where('account_id', '=', member.accountId)
    .returning('user_code')
    .executeTakeFirstOrThrow();
  const { address_id: addressId } = await api.db.kysely
    .insertInto('addresses')
    .values({
      account_id: member.accountId,
      full_name: 'Alex Chen',
      street: '8 Harbour Road',
      city: 'Hamilton',
      state: 'QLD',
      postcode: '4007',
      country: 'Australia',
      domestic: true,
    })
    .returning('address_id')
    .executeTakeFirstOrThrow();
  return { ...member, suite, addressId, firstBilling };
}

type Member = Awaited<ReturnType<typeof openAccount>>;

/** A period whose monthly fee a pause skipped: was the account active in it, and what did that cost? */
interface SkippedPeriod {
  billingDate: string;
  activeAgain: boolean;
  settled: number;
}

class SequenceRun {
  readonly violations: Violation[] = [];
  private readonly rules = new MoneyRules();
  private readonly received: number[] = [];
  private readonly disposed = new Set<number>();
  private readonly forwards: number[] = [];
  /** The bank transactions staff credited, and the cents the bank received since the last step. */
  private readonly transfers: string[] = [];
  private bankPaidIn = 0;
  private readonly setupFees = new Map<string, number>();
  private facts: AccountFacts | undefined;
  private lastEntryId = 0;
  private balance = 0;
  private paidBefore: number;
  private registered = false;
  private signupPlan: Plan | undefined;
  private nextBilling: CalendarDate;
  private periodStart = calendarDateIn(START);
  private skipped: SkippedPeriod | null = null;

  constructor(
    private readonly world: World,
    private member: Member,
  ) {
    this.paidBefore = world.cards.paidIn();
    this.nextBilling = member.firstBilling;
  }

  failed(ignore: ReadonlySet<string>) {
    return this.violations.some((v) => !ignore.has(v.invariant));
  }

  async signup(signup: Signup): Promise<string> {
    const plan = this.world.plans[signup.plan]!;
    this.signupPlan = plan;
    const steps = [await this.choosePlan(plan.id)];
    let cardSaved = false;
    if (signup.path !== 'noCreditCard') {
      const response = await this.updateCard(signup.card, {
        autoTopUpAmount: signup.topUpDollars,
        chargeNow: true,
      });
      cardSaved = response.statusCode === 200 && response.json() === true;
      steps.push(outcomeOf(response));
    }
    let completed = false;
    if (signup.path !== 'neverCompleted') {
      const x = signup.path === 'card' ? 'card' : 'noCreditCard';
      const response = await this.call(
        'POST',
        `/api/Registration/RegistrationComplete?x=${x}&webpage=${WEBPAGE}`,
      );
      completed = response.statusCode === 200;
      steps.push(outcomeOf(response));
    }
    // Issue 32: registered, and billed, once the server holds a plan and a payment decision.
    this.registered = completed || cardSaved;
    await this.observe({ kind: 'signup' });
    return steps.join(', ');
  }

  async act(action: Action): Promise<string> {
    const started = performance.now();
    const outcome = await this.perform(action);
    if (action.kind !== 'advance') {
      await this.observe({ kind: action.kind, ...(this.stepFacts(action) ?? {}) });
    }
    const spent = performance.now() - started;
    stepTimes.set(action.kind, (stepTimes.get(action.kind) ?? 0) + spent);
    return outcome;
  }

  /** What the money rules need to know of a step beyond its kind. */
  private stepFacts(action: Action) {
    if (action.kind === 'choosePlan') return { periodShareLeft: this.periodShareLeft() };
    if (action.kind === 'forward') return { forwardId: this.forwards.at(-1) };
    if (action.kind === 'cancelForward')
      return { forwardId: this.pick(this.forwards, action.forward) };
    return undefined;
  }

  private async perform(action: Action): Promise<string> {
    const { api } = this.world;
    const staff = { db: api.db.kysely, storage: api.storage };
    switch (action.kind) {
      case 'choosePlan':
        return this.choosePlan(this.world.plans[action.plan]!.id);
      case 'pause':
        return outcomeOf(await this.call('POST', '/api/Account/pause'));
      case 'unpause':
        return outcomeOf(await this.call('POST', '/api/Account/Unpause'));
      case 'topUp':
        return outcomeOf(
          await this.updateCard(action.card, {
            autoTopUpAmount: 20,
            chargeNow: true,
            chargeAmount: action.dollars,
          }),
        );
      case 'bankTransfer':
        return this.bankTransfer(action.dollars, action.again, staff);
      case 'setAutoAction':
        return outcomeOf(
          await this.call(
            'POST',
            `/api/Account/UpdateAutoAction?autoAction=${action.openAndScan ? 0 : 1}`,
          ),
        );
      case 'receive':
        return staffOutcome(async () => {
          const { mailId } = await receiveMail(staff, {
            suite: this.member.suite,
            envelopePdf: this.world.pdfs.envelope,
            weightGrams: action.parcel ? 1500 : 30,
            parcel: action.parcel,
          });
          this.received.push(mailId);
        });
      case 'requestScan':
        return this.onItem(action.item, (mailIds) =>
          this.call('POST', '/api/mail/MarkPendingScan', { payload: { mailIds } }),
        );
      case 'fulfilScans':
        return this.fulfilAll([PENDING_ACTION.scan, PENDING_ACTION.rescan], (mailId) =>
          fulfilScan(staff, mailId, this.world.pdfs.contents, this.world.clock.now()),
        );
      case 'forward':
        return this.forward(action.item);
      case 'cancelForward': {
        const forwardId = this.pick(this.forwards, action.forward);
        if (forwardId === undefined) return 'skipped';
        return outcomeOf(
          await this.call('DELETE', '/api/forward/cancel', {
            payload: { forwardIds: [forwardId] },
          }),
        );
      }
      case 'sendForward': {
        const forwardId = this.pick(this.forwards, action.forward);
        if (forwardId === undefined) return 'skipped';
        return staffOutcome(() =>
          markForwardSent(staff, forwardId, 'TRACK-0001', this.world.clock.now()),
        );
      }
      case 'shred':
        return this.onItem(action.item, (mailIds) =>
          this.call('POST', '/api/mail/MarkPendingShred', { payload: { mailIds } }),
        );
      case 'fulfilShreds':
        return this.fulfilAll([PENDING_ACTION.shred], (mailId) =>
          fulfilDisposal(staff, mailId, 'shred'),
        );
      case 'delete':
        return this.onItem(action.item, (mailIds) =>
          this.call('POST', '/api/mail/Recycle', { payload: { mailIds } }),
        );
      case 'advance':
        return this.advance(action.days);
      case 'close': {
        const notice = await this.call(
          'POST',
          `/api/Account/CloseAccount?heldMail=${action.heldMail}`,
        );
        // Notice ends the sessions (§2 goes to /login); the member signs in again, as one would
        // to use the notice period or withdraw it.
        if (notice.statusCode === 200) await this.signInAgain();
        return outcomeOf(notice);
      }
      case 'withdrawClose':
        return outcomeOf(await this.call('POST', '/api/Account/WithdrawClose'));
    }
  }

  /** `ops bank-transfer`: a new bank transaction, or the last one again, which the bank paid once. */
  private async bankTransfer(dollars: number, again: boolean, staff: StaffContext) {
    const repeated = again ? this.transfers.at(-1) : undefined;
    if (again && repeated === undefined) return 'skipped';
    const transactionId = repeated ?? `BANK-${randomUUID()}`;
    const amount = dollars * 100;
    const valueDate = calendarDateIn(this.world.clock.now());
    return staffOutcome(async () => {
      await creditTransfer(staff, this.member.suite, { transactionId, amount, valueDate });
      if (repeated) return;
      this.transfers.push(transactionId);
      this.bankPaidIn += amount;
    });
  }

  private async signInAgain() {
    const { api } = this.world;
    const cookie = await sessionCookieFor(api.db, this.member.accountId);
    this.member = { ...this.member, call: asMember(api, cookie) };
  }

  private call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ) {
    return this.member.call(method, url, options);
  }

  private async choosePlan(planId: number) {
    return outcomeOf(
      await this.call('POST', `/api/Account/ChoosePlan?planId=${planId}`, {
        headers: { 'idempotency-key': randomUUID() },
      }),
    );
  }

  private updateCard(card: Signup['card'], body: object) {
    return this.call('POST', '/api/Payment/UpdateCard', {
      payload: { cardName: 'Alex Chen', sourceToken: cardToken(card), ...body },
      headers: { 'idempotency-key': randomUUID() },
    });
  }

  private pick<T>(list: readonly T[], index: number): T | undefined {
    return list.length === 0 ? undefined : list[index % list.length];
  }

  private async onItem(
    index: number,
    request: (mailIds: number[]) => Promise<LightMyRequestResponse>,
  ) {
    const mailId = this.pick(this.received, index);
    return mailId === undefined ? 'skipped' : outcomeOf(await request([mailId]));
  }

  /** Staff work through every item with one of the pending actions, as the day's queue. */
  private async fulfilAll(
    pending: readonly number[],
    fulfil: (mailId: number) => Promise<unknown>,
  ) {
    const queue = (this.facts?.mail ?? []).filter(
      (item) => item.mail_action !== null && pending.includes(item.mail_action),
    );
    if (queue.length === 0) return 'skipped';
    const outcomes: string[] = [];
    for (const item of queue) outcomes.push(await staffOutcome(() => fulfil(item.mail_id)));
    return outcomes.join(', ');
  }

  private async forward(index: number) {
    const mailId = this.pick(this.received, index);
    if (mailId === undefined) return 'skipped';
    const addressId = this.member.addressId;
    const quote = await this.call('POST', '/api/forward/Calculate', {
      payload: { addressId, mailIds: [mailId] },
    });
    if (quote.statusCode !== 200) return outcomeOf(quote);
    const groups = quote.json() as { services: ForwardService[] }[];
    const service = groups[0]?.services[0];
    if (!service) return 'no service';
    const created = await this.call('POST', '/api/forward/create', {
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        addressId,
        mailIds: [mailId],
        service: service.name,
        serviceCode: service.code,
        options: [],
        productFee: service.forwardFee,
        ausPostFee: service.price,
        forwardLog: null,
        customForm: CUSTOM_FORM,
      },
    });
    if (created.statusCode === 200)
      this.forwards.push((created.json() as { forwardId: number }).forwardId);
    return outcomeOf(created);
  }

  /**
   * Moves the clock on `days`, running the billing day on every day something falls due on the way
   * (each billing date, each expiry of credit), then on the day it arrives, with the hourly purge.
   */
  private async advance(days: number): Promise<string> {
    const { clock, api } = this.world;
    const arrival = addDays(calendarDateIn(clock.now()), days);
    const dueDays = new Map<string, CalendarDate>();
    for (
      let date = this.nextBilling;
      compareDates(date, arrival) <= 0;
      date = this.billingAfter(date)
    ) {
      dueDays.set(isoDate(date), date);
    }
    for (const date of this.rules.expiryDates()) {
      if (compareDates(date, calendarDateIn(clock.now())) > 0 && compareDates(date, arrival) < 0) {
        dueDays.set(isoDate(date), date);
      }
    }
    for (const date of [...dueDays.values()].sort(compareDates)) {
      await clock.set(startOfDayUtc(date));
      await this.billingDay(date);
    }
    const at = new Date(startOfDayUtc(arrival).getTime() + 9 * 60 * 60 * 1000);
    await clock.set(at);
    await this.billingDay(arrival);
    await purgeDeletedMail({ db: api.db.kysely, storage: api.storage }, at);
    await this.observe({ kind: 'advance' });
    return `to ${isoDate(arrival)}`;
  }

  /** Of the model's current billing period, the share from today (counted) to its end. */
  private periodShareLeft(): number {
    const today = calendarDateIn(this.world.clock.now());
    return daysBetween(today, this.nextBilling) / daysBetween(this.periodStart, this.nextBilling);
  }

  private billingAfter(date: CalendarDate): CalendarDate {
    return billingDateIn(...shiftMonth(date.year, date.month, 1), BILLING_DAY);
  }

  /** One billing run, and on a billing date the monthly fee the model expects of it. */
  private async billingDay(date: CalendarDate) {
    const isBillingDate = compareDates(date, this.nextBilling) === 0;
    const before = this.facts!;
    const plan = this.world.plans.find((p) => p.id === before.planId);
    await billAccount(this.world.api.db.kysely, this.member.accountId, this.world.clock.now());
    const entries = await this.observe({ kind: 'billing', newPeriod: isBillingDate });
    if (!isBillingDate) return;
    this.periodStart = date;
    this.nextBilling = this.billingAfter(date);
    // The day a notice ends the account closes before any fee (decision 076).
    if (!this.registered || before.closed || this.facts!.closed) return;
    const fees = entries.filter((entry) => entry.billing_key?.startsWith('monthly:'));
    const day = isoDate(date);
    const active = before.status === 'Active';
    const expected = active && plan && plan.monthlyFee > 0 ? 1 : 0;
    if (fees.length !== expected) {
      this.violate(
        'monthly-fee-per-period',
        `billing date ${day}: ${fees.length} monthly fees while ${before.status} on ${plan?.name ?? 'no plan'}`,
      );
    } else if (expected && fees[0]!.amount_cents !== -plan!.monthlyFee) {
      this.violate(
        'monthly-fee-per-period',
        `billing date ${day}: monthly fee ${-fees[0]!.amount_cents}, ${plan!.name} costs ${plan!.monthlyFee}`,
      );
    }
    if (this.skipped?.activeAgain && this.skipped.settled === 0) {
      this.violate(
        'monthly-fee-per-period',
        `paused over billing date ${this.skipped.billingDate}, active again before ${day}, nothing charged for that month`,
      );
    }
    this.skipped = active ? null : { billingDate: day, activeAgain: false, settled: 0 };
  }

  /**
   * After a step: reads the account, settles auto top-ups the step asked for (the queue's job, one
   * try), feeds the model, then checks every invariant. Answers the step's ledger entries.
   */
  private async observe(step: Omit<StepContext, 'now' | 'paidIn'>) {
    const { api, cards, clock } = this.world;
    const read = () => readAccountFacts(api.db.kysely, this.member.accountId, this.lastEntryId);
    let facts = await read();
    if (facts.pendingTopUps.length > 0) {
      for (const id of facts.pendingTopUps) {
        await chargeAutoTopUp(
          { db: api.db.kysely, cards },
          id,
          { number: 1, last: true },
          clock.now(),
        );
      }
      facts = await read();
    }
    const entries = facts.newEntries;
    const paidIn = cards.paidIn() - this.paidBefore + this.bankPaidIn;
    this.paidBefore = cards.paidIn();
    this.bankPaidIn = 0;
    this.rules.record({ ...step, now: clock.now(), paidIn }, entries);
    for (const detail of this.rules.violations.splice(0))
      this.violate('no-money-from-nothing', detail);
    this.violations.push(...ledgerWhole(this.balance, entries, facts.balance));
    this.balance = facts.balance;
    this.lastEntryId = entries.at(-1)?.transaction_id ?? this.lastEntryId;
    const owed =
      this.registered && this.signupPlan
        ? { planName: this.signupPlan.name, cents: this.signupPlan.setupFee }
        : null;
    this.violations.push(...setupFeeOnce(this.setupFees, entries, owed));
    const spendable = this.rules.spendable(clock.now());
    // A closed account spends nothing; what it holds is the closing's business (issue 32).
    if (!facts.closed && facts.balance > spendable) {
      this.violate(
        'expired-credit-unspent',
        `balance ${facts.balance} on ${isoDate(calendarDateIn(clock.now()))}, only ${spendable} of it credit that has not expired`,
      );
    }
    this.violations.push(...noMailLost(this.received, this.disposed, facts.mail));
    if (this.skipped && facts.status === 'Active' && !facts.closed) {
      this.skipped.activeAgain = true;
      if (step.kind === 'unpause') {
        this.skipped.settled += entries.reduce((sum, e) => sum + Math.max(0, -e.amount_cents), 0);
      }
    }
    this.facts = facts;
    return entries;
  }

  private violate(invariant: Violation['invariant'], detail: string) {
    this.violations.push({ invariant, detail });
  }
}

interface ForwardService {
  name: string;
  code: string;
  price: number;
  forwardFee: number;
}

/** A declaration for services that need one (parcels); letters' services ignore it. */
const CUSTOM_FORM = {
  whatIsIt: 'Paperback books',
  unitValue: '24.50',
  whyAreYouSending: 'Gift',
  otherReason: null,
  doesParcelContainDangerous: false,
  whatIfParcelCantBeDelivered: 'Return to Sender',
  forwardId: 0,
};

/** A member call's outcome: `ok`, or the refusal's status and code. A server error fails the run. */
function outcomeOf(response: LightMyRequestResponse): string {
  if (response.statusCode >= 500) {
    throw new Error(`server error ${response.statusCode}: ${response.body}`);
  }
  if (response.statusCode < 300) return 'ok';
  const code = (response.json() as { code?: string }).code;
  return `${response.statusCode}${code ? ` ${code}` : ''}`;
}

/** A staff action's outcome: `ok`, or the refusal staff would read. */
async function staffOutcome(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'ok';
  } catch (error) {
    if (error instanceof StaffError) return `refused: ${error.message}`;
    throw error;
  }
}
