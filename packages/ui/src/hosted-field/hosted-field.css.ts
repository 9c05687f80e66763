import { style } from '@vanilla-extract/css';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

/** The provider's iframe sits in the box; its focus and invalid states show on the box. */
export const hosted = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    // Stripe Elements mark their container with these classes.
    '&.StripeElement--focus': {
      ...focusRing,
      outlineOffset: '0',
      borderColor: vars.color.focusRing,
    },
    '&[data-invalid], &.StripeElement--invalid': { borderColor: vars.color.danger },
  },
});
