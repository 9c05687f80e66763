import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.bold },
    },
    tone: {
      neutral: { color: vars.color.text },
      secondary: { color: vars.color.textMuted },
      critical: { color: vars.color.danger },
      positive: { color: vars.color.success },
      link: { color: vars.color.highlightText },
    },
    /** One line, cut with an ellipsis where it would wrap (names in lists). */
    truncate: {
      true: {
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'neutral', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
