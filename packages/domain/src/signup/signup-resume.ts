import type { SignupStep } from '#signup/signup-wizard.ts';

/** The steps an unfinished signup can resume at (`Account.signupStep`). */
export type SignupResumeStep = Extract<SignupStep, 'addresses' | 'plan'>;

export interface SignupProgress {
  /** The registration is complete (RegistrationComplete ran, or the card completed it). */
  complete: boolean;
  /** At least one mail-receiving location is chosen. */
  hasLocations: boolean;
}

/**
 * Where an unfinished signup resumes, from what the server already knows: the addresses step while
 * no location is chosen (when the brand's wizard shows that step), else the plan step, which asks
 * for the plan and the payment and completes the registration. Null once it is complete.
 */
export function signupResumeStep(
  steps: readonly SignupStep[],
  progress: SignupProgress,
): SignupResumeStep | null {
  if (progress.complete) return null;
  if (steps.includes('addresses') && !progress.hasLocations) return 'addresses';
  return 'plan';
}
