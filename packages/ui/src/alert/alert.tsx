import type { ReactNode } from 'react';
import * as styles from '#alert/alert.css.ts';
import { Icon } from '#icon/icon.tsx';
import { IconButton } from '#icon-button/icon-button.tsx';
import { cx } from '#shared/class-names.ts';
import { tone as toneStyle, toneIcon } from '#shared/tone.css.ts';
import { TONE_ICON, type Tone } from '#shared/tone.ts';

interface AlertProps {
  tone: Tone;
  title?: ReactNode;
  children: ReactNode;
  /** `banner`: full width along the top bar, for the first unread account alert (§2). */
  layout?: 'inline' | 'banner';
  /** What the reader can do about it (a button), under the message. */
  action?: ReactNode;
  /** Adds a × button, named by `label` ("Dismiss"). */
  dismissAction?: { onDismiss: () => void; label: string };
  className?: string;
}

/**
 * A message about the page or the last action: success, error or info. Errors are announced at once
 * (role alert); the others politely (role status).
 */
export function Alert({
  tone,
  title,
  children,
  layout,
  action,
  dismissAction,
  className,
}: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert({ layout }), toneStyle[tone], className)}
    >
      <Icon name={TONE_ICON[tone]} className={cx(styles.icon, toneIcon[tone])} />
      <div className={styles.body}>
        {title && <span className={styles.title}>{title}</span>}
        <span>{children}</span>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {dismissAction && (
        <IconButton
          icon="close"
          label={dismissAction.label}
          size="sm"
          onClick={dismissAction.onDismiss}
        />
      )}
    </div>
  );
}
