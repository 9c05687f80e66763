import { spinner, track, wrapper } from '#spinner/spinner.css.ts';
import { visuallyHidden } from '#shared/styles.css.ts';

interface SpinnerProps {
  /**
   * What is loading, announced politely ("Loading mail"). Leave it out where the spinner only
   * decorates a control that already says it is busy, such as a loading Button.
   */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `current` takes the surrounding text colour, e.g. inside a button. */
  tone?: 'highlight' | 'current';
}

export function Spinner({ label, showLabel = false, size, tone }: SpinnerProps) {
  // data-spinner lets a screenshot tool wait until nothing on the page is loading.
  const graphic = (
    <svg
      className={spinner({ size, tone })}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-spinner=""
    >
      <circle className={track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return graphic;
  return (
    <span role="status" className={wrapper}>
      {graphic}
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
