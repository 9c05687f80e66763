import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { VISUALLY_HIDDEN } from '@portal/ui/visually-hidden';
import { cardPanel } from '@portal/ui/panel';

export const visuallyHidden = style(VISUALLY_HIDDEN);

/** The card: a bordered panel on the page's surface. */
export const card = style([
  cardPanel,
  {
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
  },
]);

/** The heading with its action (Hide) at the far end, wrapping under it in a narrow column. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The addresses side by side where they fit, one under another on a phone. */
export const addresses = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One address as it goes on an envelope, with its copy button under it. */
export const address = style({
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const addressLines = style({
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

/** The suite code stands out: it is the line a sender most often leaves off. */
export const suiteLine = style({ fontWeight: vars.fontWeight.bold });

export const copy = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xxs });

export const copyIcon = style({ marginInlineEnd: vars.space.xxs });

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * The inbox's folded card: one line (the suite code and Show) that leaves the mail list where it
 * was, on a phone too.
 */
export const folded = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  minWidth: 0,
});

export const foldedText = style({ minWidth: 0, overflowWrap: 'anywhere' });
