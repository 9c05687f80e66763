import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The page's ways out, under a hairline: language, support, sign out; stacked on a phone. */
export const gateLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A text link in the kit's colours. */
export const link = style({
  color: vars.color.highlightText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
});
