import type { ReactNode } from 'react';
import * as styles from '#empty-state/empty-state.css.ts';
import { Icon, type IconName } from '#icon/icon.tsx';

interface EmptyStateProps {
  /** "We didn't find anything to show here", "Nothing is selected". */
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A way forward, such as a button that creates the first folder. */
  action?: ReactNode;
  /** Anything else to show, such as the preview pane's legend of toolbar actions. */
  children?: ReactNode;
}

/** What a list or pane shows when it has nothing to show, and what to do about it. */
export function EmptyState({ title, description, icon, action, children }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon && <Icon name={icon} size="lg" className={styles.icon} />}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
      {children}
    </div>
  );
}
