import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

/** How long a bar is, as a share of the longest. */
export const share = createVar();

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 12rem) minmax(3rem, 1fr) 3ch',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    display: 'block',
    height: '100%',
    width: share,
    // A zero still shows as a sliver, so an empty row reads as "none", not as missing.
    minWidth: '2px',
    borderRadius: vars.radius.sm,
  },
  variants: {
    tone: {
      highlight: { background: vars.color.highlight },
      danger: { background: vars.color.danger },
      neutral: { background: vars.color.textMuted },
      muted: { background: vars.color.borderStrong },
    },
  },
  defaultVariants: { tone: 'highlight' },
});

export const value = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
