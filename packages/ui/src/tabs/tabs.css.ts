import { style } from '@vanilla-extract/css';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  // The rule under the tabs is a shadow, so the selected tab's underline can cover it without
  // overflowing the list (which scrolls sideways on narrow screens).
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&[aria-selected="true"]': {
      color: vars.color.highlightText,
      borderBottomColor: vars.color.highlightText,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '4px' } },
});
