import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { cardPanel } from '@portal/ui/panel';

const PHONE = 'screen and (max-width: 767px)';

export const page = style({ minHeight: '100vh', background: vars.color.surfaceSunken });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [PHONE]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const logo = style({ width: '8rem', height: 'auto', display: 'block' });

export const barLinks = style({ display: 'flex', gap: vars.space.xs });

export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '64rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [PHONE]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const hero = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const section = style({ display: 'grid', gap: vars.space.md });

export const prose = style({ maxWidth: '40rem' });

/** Cards that fill the row: three across on a desktop, one under another on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style([
  cardPanel,
  {
    position: 'relative',
    display: 'grid',
    gap: vars.space.xs,
    alignContent: 'start',
    selectors: {
      '&[data-popular]': {
        borderColor: vars.color.highlight,
        boxShadow: `0 0 0 1px ${vars.color.highlight}`,
      },
    },
  },
]);

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontWeight: vars.fontWeight.bold,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/**
 * "Most popular" sits on the card's top edge, outside the flow, so the plan's name has the card's
 * width and the price under it is at the same height in every card.
 */
export const badge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: vars.space.md,
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const closing = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  background: vars.color.highlightSubtle,
  borderRadius: vars.radius.lg,
});

/** The footer, as wide as the page's content. */
export const footer = style({
  maxWidth: '64rem',
  margin: '0 auto',
  padding: `0 ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [PHONE]: { padding: `0 ${vars.space.md} ${vars.space.lg}` } },
});
