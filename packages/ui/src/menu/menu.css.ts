import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'inline-block' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

export const menu = recipe({
  base: {
    position: 'absolute',
    top: `calc(100% + ${vars.space.xs})`,
    zIndex: vars.zIndex.popover,
    minWidth: '12rem',
    // Never wider than a phone's screen, where a reason under an item wraps instead.
    maxWidth: `min(22rem, calc(100vw - 2 * ${vars.space.md}))`,
    margin: 0,
    padding: vars.space.xs,
    listStyle: 'none',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.control,
    boxShadow: vars.shadow.raised,
  },
  variants: {
    align: { start: { left: 0 }, end: { right: 0 } },
  },
  defaultVariants: { align: 'end' },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.highlightSubtle, outline: 'none' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The item's words take the room, so a tick sits at the end edge. */
export const text = style({ flex: 1, display: 'grid' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
