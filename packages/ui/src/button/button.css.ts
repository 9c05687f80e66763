import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.control,
    border: `2px solid ${vars.color.highlight}`,
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.highlight}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.highlight, color: vars.color.onHighlight },
      secondary: { background: vars.color.background, color: vars.color.highlight },
    },
  },
  defaultVariants: { variant: 'primary' },
});
