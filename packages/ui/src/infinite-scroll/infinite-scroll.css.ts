import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const sentinel = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '1px',
  padding: `${vars.space.sm} 0`,
});
