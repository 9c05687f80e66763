import { useCallback, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from '#inbox/viewer/scan-viewer.css.ts';

interface FullWindowProps {
  /** The dialog's name, in the member's language ("Scan of Letter from Osaka"). */
  label: string;
  /** The viewer's own keys; true when one was used. */
  onKey: (event: globalThis.KeyboardEvent) => boolean;
  /** Esc, or the phone's back gesture: back to the pane. */
  onLeave: () => void;
  children: ReactNode;
}

/** The scan over the whole window: a modal dialog, so Tab stays in it and the inbox rests behind. */
export function FullWindow({ label, onKey, onLeave, children }: FullWindowProps) {
  const open = useCallback((dialog: HTMLDialogElement | null) => {
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (onKey(event.nativeEvent)) event.preventDefault();
    // The inbox's keys act on the list behind (j moves, Esc clears it): not while the scan is over it.
    event.stopPropagation();
  };

  return (
    <dialog
      ref={open}
      aria-label={label}
      className={styles.fullWindow}
      // Escape's own close would also follow an Esc the find bar used: onKey decides Escape instead.
      onKeyDownCapture={(event) => event.key === 'Escape' && event.preventDefault()}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onLeave();
      }}
    >
      {children}
    </dialog>
  );
}
