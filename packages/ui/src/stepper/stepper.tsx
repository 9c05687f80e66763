import { Icon } from '#icon/icon.tsx';
import { visuallyHidden } from '#shared/styles.css.ts';
import * as styles from '#stepper/stepper.css.ts';
import { useIsDesktop } from '#use-media-query/use-media-query.ts';

export interface Step {
  id: string;
  label: string;
}

interface StepperProps {
  /** Names the progress landmark ("Signup steps"). */
  label: string;
  steps: readonly Step[];
  currentId: string;
  /** "Step 2 of 4", translated: the mobile variant's heading line. */
  progressLabel: (position: number, total: number) => string;
  /**
   * What is read for a finished step on the full-width variant ("Addresses, completed"), translated
   * whole: the word order around the step's name differs between languages.
   */
  completedLabel?: (stepLabel: string) => string;
}

/**
 * Where the member is in a wizard (§2 signup): every step in a row from 768 px, and on narrower
 * screens "Step n of total" with the current step's name.
 */
export function Stepper({ label, steps, currentId, progressLabel, completedLabel }: StepperProps) {
  const desktop = useIsDesktop();
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentId),
  );

  if (!desktop) {
    return (
      <nav aria-label={label} className={styles.compact}>
        <p className={styles.position}>{progressLabel(currentIndex + 1, steps.length)}</p>
        <p className={styles.currentLabel} aria-current="step">
          {steps[currentIndex]?.label}
        </p>
        <div className={styles.segments} aria-hidden="true">
          {steps.map((step, index) => (
            <span
              key={step.id}
              className={styles.segment}
              data-filled={index <= currentIndex || undefined}
            />
          ))}
        </div>
      </nav>
    );
  }

  return (
    <nav aria-label={label}>
      <ol className={styles.wide}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size="sm" /> : index + 1}
              </span>
              {state === 'done' && completedLabel ? (
                <span className={styles.stepLabel}>
                  <span aria-hidden="true">{step.label}</span>
                  <span className={visuallyHidden}>{completedLabel(step.label)}</span>
                </span>
              ) : (
                <span className={styles.stepLabel}>{step.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
