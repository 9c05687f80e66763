import { style } from '@vanilla-extract/css';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const list = style({
  display: 'grid',
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

export const label = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
