import { useRef, type ReactNode } from 'react';
import { Button } from '#button/button.tsx';
import { Dialog } from '#dialog/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence ("Are you sure you want to delete this folder?"). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel button and Escape. */
  onCancel: () => void;
  /** `danger` for actions that destroy something (delete, shred, close the account). */
  tone?: 'primary' | 'danger';
  /** The confirmed action is running: the confirm button shows a spinner and ignores clicks. */
  busy?: boolean;
  /** Extra content between the message and the buttons, such as a field to type "close" into. */
  children?: ReactNode;
}

/**
 * Asks before an action that is hard to undo. An alert dialog: it interrupts, and focus starts on
 * Cancel so that a stray Enter does no harm.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  busy = false,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
