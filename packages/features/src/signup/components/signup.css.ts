import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { VISUALLY_HIDDEN } from '@portal/ui/visually-hidden';
import { cardPanel, panel as surfacePanel } from '@portal/ui/panel';

const PHONE = 'screen and (max-width: 767px)';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [PHONE]: { padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const frame = style({
  width: '100%',
  maxWidth: '56rem',
  display: 'grid',
  gap: vars.space.lg,
});

export const logo = style({ width: '9rem', height: 'auto', display: 'block' });

export const panel = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.xl,
    minWidth: 0,
    '@media': { [PHONE]: { padding: vars.space.md, gap: vars.space.md } },
  },
]);

/**
 * Two fields side by side from 768 px, one under the other on a phone; each keeps its own height
 * when the other shows an error under it.
 */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The plan cards' group name: the step's heading says it on screen. */
export const hiddenLegend = style(VISUALLY_HIDDEN);

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

/** The password meter: four bars filled up to the strength reached. */
export const meter = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xxs,
});

export const meterBar = style({
  height: '0.375rem',
  borderRadius: vars.radius.round,
  background: vars.color.border,
  selectors: {
    '&[data-filled][data-level="weak"]': { background: vars.color.danger },
    '&[data-filled][data-level="fair"]': { background: vars.color.info },
    '&[data-filled][data-level="good"], &[data-filled][data-level="strong"]': {
      background: vars.color.success,
    },
  },
});

/** A location or plan to choose: the whole card is the control's label. */
export const choiceCard = style([
  cardPanel,
  {
    display: 'grid',
    gap: vars.space.xs,
    alignContent: 'start',
    cursor: 'pointer',
    position: 'relative',
    selectors: {
      '&:has(input:checked)': {
        borderColor: vars.color.highlight,
        boxShadow: `0 0 0 1px ${vars.color.highlight}`,
        background: vars.color.highlightSubtle,
      },
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const choiceInput = style({
  margin: `${vars.space.xxs} 0 0`,
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  accentColor: vars.color.highlight,
});

export const badge = style({
  marginInlineStart: 'auto',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const fees = style({ display: 'grid', gap: vars.space.xs });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const feeList = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const feeRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  margin: 0,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  margin: 0,
});

export const summaryTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

/** Back on the start side, the way on at the end; stacked full width on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [PHONE]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const forward = style({
  marginInlineStart: 'auto',
  '@media': { [PHONE]: { marginInlineStart: 0 } },
});

globalStyle(`${actions} > *`, { '@media': { [PHONE]: { width: '100%' } } });

/** States side by side, each with its locations one under another. */
export const states = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  alignItems: 'start',
});

export const locationList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Plans two across from 768 px, so each fee sits on one line beside its label. */
export const plans = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
});

/** The card form, and beside it from 768 px what it pays for; the charge first on a phone. */
export const payLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const payAside = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 768px)': { gridColumn: 2, gridRow: 1 } },
});

/** The terms box above the plan step's Continue, set apart like the charge summary. */
export const terms = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
