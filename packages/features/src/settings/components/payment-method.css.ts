import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** A text link in the kit's colours, not the browser's default blue. */
export const link = style({
  color: vars.color.highlightText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
