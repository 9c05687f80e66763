import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaceVariants } from '#shared/space.ts';

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    space: spaceVariants('gap'),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { space: 'md', align: 'stretch' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
