import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const wrapper = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.highlightSubtle,
  // The track's edge must show against the page (WCAG 1.4.11), the tint alone is too faint.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.highlight,
  transition: `width ${vars.motion.normal} linear`,
});

export const indeterminate = style({
  width: '40%',
  animation: `${sweep} calc(2 * ${vars.motion.spin}) ${vars.motion.easing} infinite`,
});
