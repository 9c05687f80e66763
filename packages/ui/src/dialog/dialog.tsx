import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import * as styles from '#dialog/dialog.css.ts';
import { IconButton } from '#icon-button/icon-button.tsx';
import { focusableWithin } from '#shared/focusable.ts';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop; the caller then closes it. */
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, read out with it when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the foot of the dialog, last one the main action. */
  actions?: ReactNode;
  /** Name of the × button in the corner; without it there is none (Escape still closes). */
  closeLabel?: string;
  /** Where focus starts; by default the first control below the title, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt: they do not close on a backdrop click. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog on the native <dialog> (top layer, inert page behind, Escape). On top of that it
 * keeps Tab cycling inside, and gives focus back to whatever opened it when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel,
  initialFocusRef,
  role = 'dialog',
  size,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const firstControl = focusableWithin(dialog).find(
      (element) => !headerRef.current?.contains(element),
    );
    const start = initialFocusRef?.current ?? firstControl ?? dialog;
    start.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableWithin(ref.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const outside = !focusable.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // Escape: the browser's cancel would close the dialog behind React's back; the caller decides.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The browser may close the dialog itself (a repeated Escape without user activation fires no
  // cancelable cancel): tell the caller, so its state matches. Closes we asked for come when `open`
  // is already false.
  const onNativeClose = () => {
    if (open) onClose();
  };

  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (role === 'dialog' && event.target === event.currentTarget) onClose();
  };

  return (
    // Keyboard users close with Escape; the click handler only adds the backdrop click for pointers.
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={styles.dialog({ size })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      {open && (
        <div className={styles.layout}>
          <div ref={headerRef} className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <IconButton icon="close" label={closeLabel} size="sm" onClick={onClose} />
            )}
          </div>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
