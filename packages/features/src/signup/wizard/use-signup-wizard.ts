import { resumeSignupStep, type SignupStep } from '@portal/domain/signup-wizard';
import { useCallback, useState } from 'react';
import type { SignupStart } from '#signup/signup-screen.ts';
import {
  loadSignup,
  NEW_SIGNUP,
  saveSignup,
  type SignupProgress,
} from '#signup/wizard/signup-storage.ts';

export interface SignupWizard {
  progress: SignupProgress;
  /** Records what a step decided (and the step it leads to), in this tab's storage too; stable. */
  update: (change: Partial<SignupProgress>) => void;
}

/**
 * Where the wizard starts. The server decides the step: a signed-in member's unfinished signup
 * resumes where it stopped, anyone else starts with the account step. This tab's storage only
 * gives back what was typed or chosen there, and choices only when they were this member's.
 */
export function startingProgress(
  stored: SignupProgress,
  start: SignupStart,
  steps: readonly SignupStep[],
): SignupProgress {
  const resumeAt =
    start.serverStep === undefined ? null : resumeSignupStep(steps, start.serverStep);
  if (resumeAt === null) return { ...NEW_SIGNUP, draft: stored.draft };
  const choices = stored.userCode === start.userCode ? stored : NEW_SIGNUP;
  return { ...choices, userCode: start.userCode, draft: undefined, step: resumeAt };
}

/** The signup wizard, resumed at the server's step with what this tab kept of the choices. */
export function useSignupWizard(start: SignupStart, steps: readonly SignupStep[]): SignupWizard {
  const [progress, setProgress] = useState(() => startingProgress(loadSignup(), start, steps));
  const update = useCallback(
    (change: Partial<SignupProgress>) =>
      setProgress((current) => {
        const next = { ...current, ...change };
        saveSignup(next);
        return next;
      }),
    [],
  );
  return { progress, update };
}
