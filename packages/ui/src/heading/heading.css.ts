import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      '1': { fontSize: vars.fontSize.xxl },
      '2': { fontSize: vars.fontSize.xl },
      '3': { fontSize: vars.fontSize.lg },
      '4': { fontSize: vars.fontSize.md },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { truncate: false },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
