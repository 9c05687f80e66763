import { icon } from '#icon/icon.css.ts';
import { ICON_PATHS, type IconName } from '#icon/icon-paths.ts';
import { cx } from '#shared/class-names.ts';

export type { IconName };
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

interface IconProps {
  name: IconName;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A decorative icon, hidden from assistive technology: the control or text beside it carries the
 * meaning (IconButton takes a label for exactly this reason).
 */
export function Icon({ name, size, className }: IconProps) {
  return (
    <svg
      className={cx(icon({ size }), className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
