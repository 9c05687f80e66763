import { useCallback, useState } from 'react';
import { loadSignup, saveSignup, type SignupProgress } from '#signup/state/signup-storage.ts';

export interface SignupWizard {
  progress: SignupProgress;
  /** Records what a step decided (and the step it leads to), in this tab's storage too; stable. */
  update: (change: Partial<SignupProgress>) => void;
}

/** The signup wizard of this tab, resumed from session storage where it was left. */
export function useSignupWizard(): SignupWizard {
  const [progress, setProgress] = useState(loadSignup);
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
