import { style } from '@vanilla-extract/css';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const list = style({
  display: 'grid',
  // One column as wide as the sidebar: a long name gives way inside its entry instead of widening
  // the list (an `auto` column grows to the longest name and the sidebar scrolls sideways).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const entry = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&[data-drop-target]': {
      outline: `2px dashed ${vars.color.highlightText}`,
      outlineOffset: '-2px',
    },
    '&[aria-current]': {
      background: vars.color.highlightSubtle,
      color: vars.color.highlightText,
      fontWeight: vars.fontWeight.bold,
      // A bar as well as the tint, so the selection does not rest on colour alone.
      boxShadow: `inset 3px 0 0 ${vars.color.highlightText}`,
    },
  },
});

/**
 * Up to two lines, then an ellipsis (the title holds the whole name): a fixed folder's name in
 * Japanese or Chinese reads whole beside its counts, and a long name with no spaces still breaks.
 */
export const label = style({
  flex: 1,
  minWidth: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

/** The counts keep their full width: the name is what gives way. */
export const badges = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
