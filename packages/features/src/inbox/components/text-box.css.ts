import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The inbox's own text boxes (search, find in scan): a field's box with a tighter focus ring. */
export const inboxTextBox = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});
