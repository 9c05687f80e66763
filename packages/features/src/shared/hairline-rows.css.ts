import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/**
 * A list of rows between hairlines: Action Required's groups, the labels to manage, and the
 * settings' lists of the member's things (which centre their rows' actions).
 */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A row's main text (a sender), taking the room the details leave. */
export const name = style({
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
