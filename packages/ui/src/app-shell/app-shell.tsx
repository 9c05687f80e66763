import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from '#app-shell/app-shell.css.ts';
import { IconButton } from '#icon-button/icon-button.tsx';

/** The main landmark's id, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

interface AppShellProps {
  /** The brand's logo, usually a link home. */
  logo: ReactNode;
  /** The right end of the top bar: support icon, user menu. */
  actions?: ReactNode;
  /** A full-width row under the top bar, for the first unread account alert (§2). */
  banner?: ReactNode;
  /** Folders or settings sections: a column from 768 px, a drawer on phones. */
  sidebar: ReactNode;
  children: ReactNode;
  /** Name of the phone-size menu button ("Menu"). */
  menuLabel: string;
  /** Text of the link that lets keyboard users skip the top bar ("Skip to content"). */
  skipLinkLabel: string;
  /** Whether the phone-size drawer is open, when the caller holds it (to close it on navigation). */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /**
   * Makes the phone-size menu button an action of the screen instead of the drawer's toggle (§2
   * 'mobileMenuClick': on the support page it returns to the inbox). Shown even with no sidebar.
   */
  menuAction?: { label: string; onClick: () => void };
}

/**
 * The members' page frame (§2 inbox layout): top bar with logo, banner and actions; sidebar and
 * content below. Under 768 px the sidebar becomes a drawer behind a menu button; Escape or a tap
 * outside closes it.
 */
export function AppShell({
  logo,
  actions,
  banner,
  sidebar,
  children,
  menuLabel,
  skipLinkLabel,
  menuOpen,
  onMenuOpenChange,
  menuAction,
}: AppShellProps) {
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = menuOpen ?? ownOpen;

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onMenuOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    // Escape bubbles up from wherever focus is inside the drawer or top bar.
    <div
      className={styles.shell}
      onKeyDown={onKeyDown}
      data-menu-action={menuAction ? '' : undefined}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.topBar}>
          <div className={styles.menuToggle}>
            {menuAction ? (
              <IconButton
                ref={toggleRef}
                icon="menu"
                label={menuAction.label}
                tooltipPlacement="bottom"
                onClick={menuAction.onClick}
              />
            ) : (
              <IconButton
                ref={toggleRef}
                icon={open ? 'close' : 'menu'}
                label={menuLabel}
                aria-expanded={open}
                aria-controls={sidebarId}
                tooltipPlacement="bottom"
                onClick={() => setOpen(!open)}
              />
            )}
          </div>
          <div className={styles.logo}>{logo}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {banner}
      </header>
      <div className={styles.body}>
        <div id={sidebarId} className={styles.sidebar} data-open={open || undefined}>
          {sidebar}
        </div>
        <div
          className={styles.backdrop}
          data-open={open || undefined}
          aria-hidden="true"
          onClick={() => setOpen(false)}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
