import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { panel as surfacePanel } from '@portal/ui/panel';

const WIDE = 'screen and (min-width: 1024px)';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '72rem',
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

/** The step beside its summary from 1024 px; the summary under the step on narrower screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const panel = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    '@media': { 'screen and (max-width: 767px)': { padding: vars.space.md } },
    minWidth: 0,
  },
]);

export const summary = style([
  panel,
  { gap: vars.space.sm, '@media': { [WIDE]: { position: 'sticky', top: vars.space.md } } },
]);

export const summaryRows = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const summaryTotal = style([
  summaryRow,
  { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` },
]);

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Back on the start side, the way on at the end; stacked full width on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const addressTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const services = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const service = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  selectors: {
    '&[data-chosen]': {
      borderColor: vars.color.highlight,
      boxShadow: `inset 0 0 0 1px ${vars.color.highlight}`,
      background: vars.color.highlightSubtle,
    },
  },
});

export const serviceChoice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.highlight,
});

export const serviceFacts = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const fees = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const serviceTotal = style({ textAlign: 'end' });

export const extras = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const result = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
});

export const resultIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.successSubtle,
  color: vars.color.success,
});

export const plainFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** The review stands alone: its own total sits above Send, so no summary beside it. */
export const reviewPanel = style([panel, { maxWidth: '44rem' }]);

export const reviewFacts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

/** A label over its value on a phone; side by side from 768 px. */
export const reviewFact = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '10rem minmax(0, 1fr)' },
  },
});

export const reviewLine = style({ display: 'block' });

export const reviewNotes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
