import * as styles from '#label-chip/label-chip.css.ts';

/** The nine colours a label may have (decision 104); the brand's theme gives each its shade. */
export const LABEL_COLOURS = [
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type LabelColour = (typeof LABEL_COLOURS)[number];

export interface ChipLabel {
  name: string;
  colour: LabelColour;
}

/** One label: a swatch of its colour (decoration) and its name, which is what it says. */
export function LabelChip({ name, colour }: ChipLabel) {
  return (
    <span className={styles.chip} title={name}>
      <span className={styles.swatch[colour]} aria-hidden="true" />
      <span className={styles.name}>{name}</span>
    </span>
  );
}

/** An item's labels in a row; nothing when it has none. */
export function LabelChips({ labels, label }: { labels: readonly ChipLabel[]; label: string }) {
  if (labels.length === 0) return null;
  return (
    <span className={styles.chips} role="list" aria-label={label}>
      {labels.map((each) => (
        <span role="listitem" key={each.name}>
          <LabelChip {...each} />
        </span>
      ))}
    </span>
  );
}
