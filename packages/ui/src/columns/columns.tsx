import type { ComponentPropsWithRef } from 'react';
import {
  column,
  columns,
  type ColumnsVariants,
  type ColumnVariants,
} from '#columns/columns.css.ts';
import { cx } from '#shared/class-names.ts';

type ColumnsProps = ColumnsVariants & ComponentPropsWithRef<'div'>;

/** Columns side by side with the theme's space between; `collapseBelow="tablet"` stacks them on phones. */
export function Columns({ space, alignY, collapseBelow, className, ...props }: ColumnsProps) {
  return <div {...props} className={cx(columns({ space, alignY, collapseBelow }), className)} />;
}

type ColumnProps = ColumnVariants & ComponentPropsWithRef<'div'>;

/** One column of `Columns`: it fills the room left (default) or keeps its content's width. */
export function Column({ width, className, ...props }: ColumnProps) {
  return <div {...props} className={cx(column({ width }), className)} />;
}
