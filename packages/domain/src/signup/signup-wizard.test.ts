import { describe, expect, it } from 'vitest';
import {
  locationsByState,
  nextSignupStep,
  offeredPlans,
  planStepGate,
  previousSignupStep,
  resumeSignupStep,
  signupAsksForCard,
  signupCharge,
  signupSteps,
} from './signup-wizard.ts';

describe('§4 signup wizard steps', () => {
  it('shows the brand’s steps in the order account → addresses → plan → complete', () => {
    expect(signupSteps(['complete', 'plan', 'addresses', 'account'])).toEqual([
      'account',
      'addresses',
      'plan',
      'complete',
    ]);
  });

  it('always starts with the account and ends with complete, whatever the brand lists', () => {
    expect(signupSteps(['plan'])).toEqual(['account', 'plan', 'complete']);
    expect(signupSteps([])).toEqual(['account', 'complete']);
  });

  it('moves to the next step the brand shows, skipping the ones it leaves out', () => {
    const steps = signupSteps(['account', 'plan', 'complete']);
    expect(nextSignupStep(steps, 'account')).toBe('plan');
    expect(nextSignupStep(steps, 'plan')).toBe('complete');
    expect(nextSignupStep(steps, 'complete')).toBe('complete');
  });

  it('goes back between addresses and plan, never to the account already created', () => {
    const steps = signupSteps(['account', 'addresses', 'plan', 'complete']);
    expect(previousSignupStep(steps, 'plan')).toBe('addresses');
    expect(previousSignupStep(steps, 'addresses')).toBeNull();
    expect(previousSignupStep(steps, 'account')).toBeNull();
    expect(previousSignupStep(steps, 'complete')).toBeNull();
  });

  it('§2 noCreditCard: the plan step asks for a card unless the brand or the link skips it', () => {
    expect(signupAsksForCard({ requireCard: true }, false)).toBe(true);
    expect(signupAsksForCard({ requireCard: true }, true)).toBe(false);
    expect(signupAsksForCard({ requireCard: false }, false)).toBe(false);
  });
});

describe('§3 plans and locations at signup', () => {
  it('offers the public plans in their display order', () => {
    const plans = [
      { planId: 1, public: true, order: 3 },
      { planId: 2, public: false, order: 1 },
      { planId: 3, public: true, order: 2 },
    ];
    expect(offeredPlans(plans).map((plan) => plan.planId)).toEqual([3, 1]);
  });

  it('§2 addresses step: groups locations by state, then orders by city and street', () => {
    const at = (state: string, city: string, street: string) => ({ state, city, street });
    expect(
      locationsByState([
        at('VIC', 'Melbourne', '456 Collins Street'),
        at('NSW', 'Sydney', 'PO Box 2740'),
        at('NSW', 'Newcastle', '1 Hunter Street'),
        at('NSW', 'Sydney', 'Level 3, 88 Pitt Street'),
      ]),
    ).toEqual([
      {
        state: 'NSW',
        locations: [
          at('NSW', 'Newcastle', '1 Hunter Street'),
          at('NSW', 'Sydney', 'Level 3, 88 Pitt Street'),
          at('NSW', 'Sydney', 'PO Box 2740'),
        ],
      },
      { state: 'VIC', locations: [at('VIC', 'Melbourne', '456 Collins Street')] },
    ]);
    expect(locationsByState([])).toEqual([]);
  });
});

describe('§9 today’s charge at signup', () => {
  it('is the top-up when it covers the setup fee: the fee is taken and the rest is credit', () => {
    expect(signupCharge(1995, 5000)).toEqual({ setupFee: 1995, credit: 3005, total: 5000 });
  });

  it('is the setup fee when that is larger, leaving no credit', () => {
    expect(signupCharge(9900, 5000)).toEqual({ setupFee: 9900, credit: 0, total: 9900 });
  });

  it('is all credit on a plan without a setup fee', () => {
    expect(signupCharge(0, 7500)).toEqual({ setupFee: 0, credit: 7500, total: 7500 });
  });
});

describe('resuming a signup where the server says it stopped', () => {
  const all = signupSteps(['account', 'addresses', 'plan', 'complete']);

  it('resumes at the server’s step', () => {
    expect(resumeSignupStep(all, 'addresses')).toBe('addresses');
    expect(resumeSignupStep(all, 'plan')).toBe('plan');
  });

  it('has nothing to resume once the registration is complete', () => {
    expect(resumeSignupStep(all, null)).toBeNull();
  });

  it('goes to the next step the brand shows when it leaves the server’s step out', () => {
    expect(resumeSignupStep(signupSteps(['account', 'plan']), 'addresses')).toBe('plan');
    expect(resumeSignupStep(signupSteps(['account']), 'plan')).toBe('complete');
    // A step list given without its last step still ends the signup there.
    expect(resumeSignupStep(['account', 'addresses'], 'plan')).toBe('complete');
  });
});

describe('terms before any charge on the plan step', () => {
  it('refuses to go on until the terms are ticked, even when the server holds them', () => {
    expect(planStepGate(false, false)).toBe('askTerms');
    expect(planStepGate(false, true)).toBe('askTerms');
  });

  it('records the terms once before the plan, then goes straight on', () => {
    expect(planStepGate(true, false)).toBe('recordTerms');
    expect(planStepGate(true, true)).toBe('goOn');
  });
});
