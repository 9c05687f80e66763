import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const dialog = recipe({
  base: {
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxHeight: `calc(100% - 2 * ${vars.space.md})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    selectors: {
      '&::backdrop': { background: vars.color.backdrop },
      '&:focus-visible': { outline: 'none' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '52rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space.xs,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
