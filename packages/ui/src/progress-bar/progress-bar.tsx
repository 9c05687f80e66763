import { useId } from 'react';
import * as styles from '#progress-bar/progress-bar.css.ts';
import { cx } from '#shared/class-names.ts';
import { visuallyHidden } from '#shared/styles.css.ts';

export { fakeProgress, useFakeProgress } from '#progress-bar/fake-progress.ts';

interface ProgressBarProps {
  /** What is progressing ("Uploading front of ID"). */
  label: string;
  hideLabel?: boolean;
  /** Percent done, 0 to 100; leave out while the amount is unknown. */
  value?: number;
}

export function ProgressBar({ label, hideLabel = false, value }: ProgressBarProps) {
  const labelId = useId();
  const percent = value === undefined ? undefined : Math.min(100, Math.max(0, value));
  return (
    <div className={styles.wrapper}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent === undefined ? undefined : Math.round(percent)}
        className={styles.track}
      >
        <div
          className={cx(styles.fill, percent === undefined && styles.indeterminate)}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
