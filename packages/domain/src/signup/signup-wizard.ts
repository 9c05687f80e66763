import { signupChargeToday } from '#fees/top-up.ts';
import type { Cents } from '#money/money.ts';

/** The /signup wizard (§2, §4): which steps it shows, in what order, and what the plan step asks. */

/** Every step in the order of §4: account → addresses → plan/payment → complete. */
export const SIGNUP_STEPS = ['account', 'addresses', 'plan', 'complete'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/**
 * The steps a brand's wizard shows: the ones its `signupSettings` list, in the order of §4. The
 * account step creates the member and the complete step finishes the registration, so every
 * wizard has both whatever the list says.
 */
export function signupSteps(configured: readonly SignupStep[]): SignupStep[] {
  const shown = new Set<SignupStep>([...configured, 'account', 'complete']);
  return SIGNUP_STEPS.filter((step) => shown.has(step));
}

/** The step after `current`; the complete step is the last. */
export function nextSignupStep(steps: readonly SignupStep[], current: SignupStep): SignupStep {
  return steps[steps.indexOf(current) + 1] ?? 'complete';
}

/**
 * Where Back goes from `current`, or null where there is no going back: the account exists once
 * its step is done (Signup created it), so the step after it has no Back, nor has the last.
 */
export function previousSignupStep(
  steps: readonly SignupStep[],
  current: SignupStep,
): SignupStep | null {
  const previous = steps[steps.indexOf(current) - 1];
  return previous && previous !== 'account' && current !== 'complete' ? previous : null;
}

/** Where the server says an unfinished signup stands (`Account.signupStep`); null once complete. */
export type SignupProgressStep = 'addresses' | 'plan' | null;

/**
 * The step a signed-in member's signup resumes at: the server's step, or the next one the brand
 * shows when it leaves that one out; null when the registration is complete. The server decides,
 * never the tab: a new tab, another device or cleared storage resume at the same place.
 */
export function resumeSignupStep(
  steps: readonly SignupStep[],
  serverStep: SignupProgressStep,
): SignupStep | null {
  if (serverStep === null) return null;
  const from = SIGNUP_STEPS.indexOf(serverStep);
  return steps.find((step) => SIGNUP_STEPS.indexOf(step) >= from) ?? 'complete';
}

/**
 * What the plan step's Continue does first (terms before any charge): refuses until the member
 * ticks the terms, records them once when the server does not hold them yet, then goes on.
 */
export function planStepGate(
  termsTicked: boolean,
  termsRecorded: boolean,
): 'askTerms' | 'recordTerms' | 'goOn' {
  if (!termsTicked) return 'askTerms';
  return termsRecorded ? 'goOn' : 'recordTerms';
}

/**
 * Whether the plan step asks for a card: not when the brand's signup takes no card, nor when the
 * signup link carries `noCreditCard` (§2); registration then completes without one.
 */
export function signupAsksForCard(settings: { requireCard: boolean }, noCreditCard: boolean) {
  return settings.requireCard && !noCreditCard;
}

/** A plan as the signup and landing pages list it. */
export interface ListedPlan {
  public: boolean;
  order: number;
}

/** The plans offered (§3): the public ones, in their display order. */
export function offeredPlans<P extends ListedPlan>(plans: readonly P[]): P[] {
  return plans.filter((plan) => plan.public).sort((a, b) => a.order - b.order);
}

/** A mail-receiving location as the addresses step lists it. */
export interface ListedLocation {
  state: string;
  city: string;
  street: string;
}

export interface StateLocations<L extends ListedLocation> {
  state: string;
  locations: L[];
}

/**
 * The locations grouped by state (§2 signup addresses step): states in alphabetical order, and
 * within one by city, then street.
 */
export function locationsByState<L extends ListedLocation>(
  locations: readonly L[],
): StateLocations<L>[] {
  const sorted = [...locations].sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      a.city.localeCompare(b.city) ||
      a.street.localeCompare(b.street),
  );
  const groups: StateLocations<L>[] = [];
  for (const location of sorted) {
    const last = groups.at(-1);
    if (last?.state === location.state) last.locations.push(location);
    else groups.push({ state: location.state, locations: [location] });
  }
  return groups;
}

/** What signup charges today and what it pays for: the setup fee, and the rest as credit. */
export interface SignupCharge {
  setupFee: Cents;
  /** What goes on the prepaid balance once the setup fee is taken. */
  credit: Cents;
  total: Cents;
}

/**
 * Today's charge at signup (§9: the larger of the setup fee and the top-up) with its breakdown, as
 * the server posts it: the whole charge credited, then the setup fee taken from it.
 */
export function signupCharge(setupFee: Cents, topUp: Cents): SignupCharge {
  const total = signupChargeToday(setupFee, topUp);
  return { setupFee, credit: total - setupFee, total };
}
