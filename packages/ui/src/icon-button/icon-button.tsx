import type { ComponentProps } from 'react';
import { Icon, type IconName } from '#icon/icon.tsx';
import { iconButton } from '#icon-button/icon-button.css.ts';
import { cx } from '#shared/class-names.ts';
import { Tooltip } from '#tooltip/tooltip.tsx';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  icon: IconName;
  /** The button's accessible name, also shown as its tooltip: icons alone are ambiguous. */
  label: string;
  tone?: 'neutral' | 'highlight' | 'danger';
  size?: 'sm' | 'md';
  tooltipPlacement?: 'top' | 'bottom';
};

export function IconButton({
  icon,
  label,
  tone,
  size,
  tooltipPlacement,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <Tooltip content={label} relation="none" placement={tooltipPlacement}>
      {() => (
        <button
          {...props}
          type={type}
          aria-label={label}
          className={cx(iconButton({ tone, size }), className)}
        >
          <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
        </button>
      )}
    </Tooltip>
  );
}
