import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { VISUALLY_HIDDEN } from '#shared/visually-hidden.ts';
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

const PHONE = 'screen and (max-width: 767px)';

/** `stackOnPhone`: under 768 px a row is a card of label and value lines. */
export const stackOnPhone = style({});

const onPhone = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`.${stackOnPhone} ${selector}`, { '@media': { [PHONE]: rule } });

// The header row stays for screen readers; each value carries its header as its label.
onPhone('thead', VISUALLY_HIDDEN);
onPhone('tbody tr', { display: 'grid', padding: `${vars.space.xs} 0` });
onPhone('tbody td', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'end',
});
onPhone('tbody td[data-label]::before', {
  content: 'attr(data-label)',
  color: vars.color.textMuted,
  textAlign: 'start',
  flexShrink: 0,
});
onPhone(`tbody td.${selectCell}`, { width: 'auto', paddingBlock: vars.space.xs });
