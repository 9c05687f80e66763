import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from '#bar-list/bar-list.css.ts';

export interface Bar {
  label: string;
  value: number;
  /** What the bar stands for: the brand's colour, a cost, something done, something gone. */
  tone?: 'highlight' | 'danger' | 'neutral' | 'muted';
}

interface BarListProps {
  /** Names the chart for screen readers ("Envelopes"). */
  label: string;
  bars: readonly Bar[];
  /** The value of a full bar; the largest value unless given (to share a scale between lists). */
  max?: number;
}

/**
 * A small horizontal bar chart whose numbers are text beside the bars: read at a glance, and read
 * out as a list of "label, number" by screen readers (the bars themselves are hidden from them).
 */
export function BarList({ label, bars, max }: BarListProps) {
  const full = Math.max(1, max ?? Math.max(0, ...bars.map((bar) => bar.value)));
  return (
    <ul className={styles.list} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.label} className={styles.row}>
          <span className={styles.label}>{bar.label}</span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.fill({ tone: bar.tone })}
              style={assignInlineVars({ [styles.share]: `${(bar.value / full) * 100}%` })}
            />
          </span>
          <span className={styles.value}>{bar.value}</span>
        </li>
      ))}
    </ul>
  );
}
