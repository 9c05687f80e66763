import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '22rem',
  aspectRatio: '1.586', // ISO/IEC 7810 ID-1, the size of every payment card
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.highlight}, ${vars.color.highlightActive})`,
  color: vars.color.onHighlight,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  // The number's size follows the card's width, so a phone's narrower card shows every digit.
  containerType: 'inline-size',
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const chip = style({
  width: '2.5rem',
  height: '1.875rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.onHighlight}`,
  opacity: 0.7,
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.04em',
});

export const number = style({
  alignSelf: 'center',
  fontFamily: vars.font.mono,
  // 19 characters (4-4-4-4 with spaces) of 0.68em each (mono advance and spacing) fit the width;
  // on the widest card that is the full size.
  fontSize: `min(${vars.fontSize.xl}, 7.5cqi)`,
  letterSpacing: '0.08em',
  whiteSpace: 'nowrap',
});

export const bottom = style({
  display: 'flex',
  minWidth: 0,
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The expiry keeps its full width; the name gives way. */
export const expiry = style({ flexShrink: 0, whiteSpace: 'nowrap' });
