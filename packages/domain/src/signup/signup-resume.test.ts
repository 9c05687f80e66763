import { describe, expect, it } from 'vitest';
import { signupResumeStep } from './signup-resume.ts';
import { signupSteps } from './signup-wizard.ts';

const everyStep = signupSteps(['account', 'addresses', 'plan', 'complete']);
const noAddresses = signupSteps(['account', 'plan', 'complete']);

describe('where an unfinished signup resumes', () => {
  it('is nowhere once the registration is complete', () => {
    expect(signupResumeStep(everyStep, { complete: true, hasLocations: true })).toBeNull();
    expect(signupResumeStep(everyStep, { complete: true, hasLocations: false })).toBeNull();
  });

  it('is the addresses step while no location is chosen', () => {
    expect(signupResumeStep(everyStep, { complete: false, hasLocations: false })).toBe('addresses');
  });

  it('is the plan step once locations are chosen, until plan and payment complete it', () => {
    expect(signupResumeStep(everyStep, { complete: false, hasLocations: true })).toBe('plan');
  });

  it('skips the addresses step of a brand whose wizard has none', () => {
    expect(signupResumeStep(noAddresses, { complete: false, hasLocations: false })).toBe('plan');
  });
});
