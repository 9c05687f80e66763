import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '#shared/class-names.ts';
import { stack, type StackVariants } from '#stack/stack.css.ts';

type StackProps<As extends ElementType> = StackVariants & {
  /** The element to render: a div by default; `ul`/`ol` for a list, `form`, `section`… */
  as?: As;
} & Omit<ComponentPropsWithRef<As>, 'as'>;

/** Children one under another with the same space between each, from the theme's scale. */
export function Stack<As extends ElementType = 'div'>({
  as,
  space,
  align,
  className,
  ...props
}: StackProps<As>) {
  const Element: ElementType = as ?? 'div';
  return <Element {...props} className={cx(stack({ space, align }), className)} />;
}
