import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const wide = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  flex: '1 1 0',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:first-child': { flex: '0 1 auto' },
    // A line joins each step to the one before it, filling the space between them.
    '&:not(:first-child)::before': {
      content: '""',
      flex: '1 1 1rem',
      height: '2px',
      marginInline: vars.space.xs,
      background: vars.color.border,
    },
    '&[data-state="done"], &[data-state="current"]': { color: vars.color.text },
    '&[data-state="done"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before':
      { background: vars.color.highlight },
  },
});

export const marker = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${step}[data-state="done"] &, ${step}[data-state="current"] &`]: {
      borderColor: vars.color.highlight,
      background: vars.color.highlight,
      color: vars.color.onHighlight,
    },
  },
});

export const stepLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${step}[data-state="current"] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const compact = style({ display: 'grid', gap: vars.space.xs });

export const position = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const currentLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const segments = style({ display: 'flex', gap: vars.space.xs });

export const segment = style({
  flex: 1,
  height: '0.375rem',
  borderRadius: vars.radius.round,
  background: vars.color.border,
  selectors: { '&[data-filled]': { background: vars.color.highlight } },
});
