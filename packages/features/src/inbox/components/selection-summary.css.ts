import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** Several items selected: fills the pane like an opened item and scrolls when it is short. */
export const summary = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.highlightText,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const weight = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** One action: its name, how many of the items it takes, and what it costs, on one line if they fit. */
export const action = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) auto',
  gridTemplateAreas: '"name count" "cost cost"',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${action} dt`, { gridArea: 'name', fontWeight: vars.fontWeight.medium });
globalStyle(`${action} dd`, { margin: 0 });

export const cost = style({
  gridArea: 'cost',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
