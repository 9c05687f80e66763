import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const spinner = recipe({
  base: {
    flexShrink: 0,
    animation: `${turn} ${vars.motion.spin} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
    tone: {
      highlight: { color: vars.color.highlightText },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'highlight' },
});

export const track = style({ opacity: 0.25 });
