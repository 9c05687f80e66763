import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const inputWrap = style({ position: 'relative' });

/** Room on the right for the show/hide button, so long passwords never run under it. */
export const input = style({ paddingRight: '2.75rem' });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
});
