import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.control,
    border: '2px solid transparent',
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.highlight,
        color: vars.color.onHighlight,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.highlightHover,
          },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.highlightActive,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.highlightText,
        borderColor: vars.color.highlightText,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.highlightSubtle,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.dangerHover },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.dangerActive,
          },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.highlightText,
        borderWidth: 0,
        fontWeight: vars.fontWeight.regular,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { textDecorationThickness: '2px' },
        },
      },
    },
    size: {
      sm: {
        minHeight: '2rem',
        padding: `${vars.space.xs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
      md: { minHeight: '2.75rem', padding: `${vars.space.sm} ${vars.space.md}` },
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { minHeight: 0, padding: 0 } },
    { variants: { variant: 'link', size: 'md' }, style: { minHeight: 0, padding: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});
