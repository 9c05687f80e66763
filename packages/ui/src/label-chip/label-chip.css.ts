import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/** A label on an item: its name in a quiet pill, after a swatch of its colour. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '12rem',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

const swatchBase = style({
  flex: 'none',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.round,
});

export const swatch = styleVariants(
  {
    grey: vars.color.labelGrey,
    red: vars.color.labelRed,
    orange: vars.color.labelOrange,
    yellow: vars.color.labelYellow,
    green: vars.color.labelGreen,
    teal: vars.color.labelTeal,
    blue: vars.color.labelBlue,
    purple: vars.color.labelPurple,
    pink: vars.color.labelPink,
  },
  (colour) => [swatchBase, { background: colour }],
);

/**
 * Chips side by side on one line (a mail row's height is fixed). Those that do not fit wrap onto a
 * second line, which is cut off: a chip shows whole or not at all, never as a stray letter.
 */
export const chips = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  flexShrink: 1,
  minWidth: 0,
  height: `calc(${vars.fontSize.xs} * ${vars.lineHeight.tight} + 2px)`,
  overflow: 'hidden',
  gap: vars.space.xxs,
});
