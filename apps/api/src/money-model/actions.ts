import fc from 'fast-check';

/**
 * What a sequence of the money model does: one signup, then member, staff and clock actions. Items
 * and forwards are named by their index among those the sequence has made so far (modulo their
 * count), so a shrunk sequence still points at something and reads as a story.
 */

/** The plans of harbour-mail, by their seed order: Mail Lite, Mail Standard, Mail Business, Parcel Forward. */
export const PLAN_COUNT = 4;

/** A sandbox card that works, or one that saves fine and then declines every charge. */
export type Card = 'good' | 'failsLater';

export interface Signup {
  plan: number;
  /** `card`: pays and completes; `noCreditCard`: completes without paying; `neverCompleted`: pays, never calls RegistrationComplete. */
  path: 'card' | 'noCreditCard' | 'neverCompleted';
  card: Card;
  topUpDollars: number;
  /** The auto action new letters get: opened and scanned (the default), or only their envelope. */
  openAndScan: boolean;
}

export type Action =
  | { kind: 'choosePlan'; plan: number }
  | { kind: 'pause' }
  | { kind: 'unpause' }
  | { kind: 'topUp'; card: Card; dollars: number }
  /** Staff credit a bank transfer; `again`: the last one typed a second time, not a new payment. */
  | { kind: 'bankTransfer'; dollars: number; again: boolean }
  | { kind: 'setAutoAction'; openAndScan: boolean }
  | { kind: 'receive'; parcel: boolean }
  | { kind: 'requestScan'; item: number }
  | { kind: 'fulfilScans' }
  | { kind: 'forward'; item: number }
  | { kind: 'cancelForward'; forward: number }
  | { kind: 'sendForward'; forward: number }
  | { kind: 'shred'; item: number }
  | { kind: 'fulfilShreds' }
  | { kind: 'delete'; item: number }
  | { kind: 'advance'; days: number }
  | { kind: 'close'; heldMail: 'shred' | 'returnToSender' }
  | { kind: 'withdrawClose' };

export type ActionKind = Action['kind'];

export interface Sequence {
  signup: Signup;
  actions: Action[];
}

const plan = fc.nat({ max: PLAN_COUNT - 1 });
const card = fc.constantFrom<Card>('good', 'good', 'failsLater');
const index = fc.nat({ max: 7 });

const signup: fc.Arbitrary<Signup> = fc.record({
  plan,
  path: fc.constantFrom<Signup['path']>('card', 'noCreditCard', 'neverCompleted'),
  card,
  topUpDollars: fc.constantFrom(20, 50),
  openAndScan: fc.boolean(),
});

/**
 * Clock steps: a day, the day before and of a month's end, a month, a quarter (past 90 days
 * unpaid), and a year (past credit expiry). Larger ones are rarer: each bills every billing day on
 * the way.
 */
const days = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(1, 29, 30, 31) },
  { weight: 1, arbitrary: fc.constantFrom(92, 366) },
);

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('choosePlan'), plan }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pause') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unpause') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('topUp'),
      card,
      dollars: fc.constantFrom(20, 50),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bankTransfer'),
      dollars: fc.constantFrom(20, 50),
      again: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('setAutoAction'), openAndScan: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('receive'), parcel: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('requestScan'), item: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fulfilScans') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('forward'), item: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelForward'), forward: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sendForward'), forward: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('shred'), item: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fulfilShreds') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete'), item: index }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance'), days }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close'),
      heldMail: fc.constantFrom('shred', 'returnToSender'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdrawClose') }) },
);

export const MAX_ACTIONS = 12;

export const sequences: fc.Arbitrary<Sequence> = fc.record({
  signup,
  actions: fc.array(action, { maxLength: MAX_ACTIONS }),
});

/** One line per action, as a failure prints them. */
export function describeSequence(sequence: Sequence): string {
  const lines = [`signup ${JSON.stringify(sequence.signup)}`];
  for (const [at, step] of sequence.actions.entries()) {
    const { kind, ...rest } = step;
    lines.push(`${at + 1}. ${kind}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''}`);
  }
  return lines.join('\n');
}
