import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headerCell = recipe({
  base: {
    padding: vars.space.sm,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    borderBottom: `1px solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.color.highlightSubtle },
    '&[data-active]': { boxShadow: `inset 3px 0 0 ${vars.color.highlightText}` },
    '&[data-clickable]': { cursor: 'pointer' },
  },
});

export const cell = recipe({
  base: { padding: vars.space.sm, verticalAlign: 'middle' },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

/** The checkbox column: as narrow as the box itself. */
export const selectCell = style({ width: '1%', paddingInlineEnd: 0 });

export const emptyCell = style({ padding: vars.space.lg });
