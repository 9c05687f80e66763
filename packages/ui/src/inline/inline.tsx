import type { ComponentPropsWithRef, ElementType } from 'react';
import { inline, type InlineVariants } from '#inline/inline.css.ts';
import { cx } from '#shared/class-names.ts';

type InlineProps<As extends ElementType> = InlineVariants & {
  /** The element to render: a div by default; `ul` for a list of links or tags. */
  as?: As;
} & Omit<ComponentPropsWithRef<As>, 'as'>;

/** Children side by side, wrapping onto more lines when the row is full (actions, links, tags). */
export function Inline<As extends ElementType = 'div'>({
  as,
  space,
  align,
  alignY,
  className,
  ...props
}: InlineProps<As>) {
  const Element: ElementType = as ?? 'div';
  return <Element {...props} className={cx(inline({ space, align, alignY }), className)} />;
}
