import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const selectWrap = style({ position: 'relative' });

export const select = style({
  appearance: 'none',
  paddingRight: '2.5rem',
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
