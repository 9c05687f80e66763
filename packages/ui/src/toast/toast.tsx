import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from '#icon/icon.tsx';
import { cx } from '#shared/class-names.ts';
import { tone as toneStyle, toneIcon } from '#shared/tone.css.ts';
import { TONE_ICON, type Tone } from '#shared/tone.ts';
import * as styles from '#toast/toast.css.ts';

/** §9: toasts hide after 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/**
 * A toast that offers a way back (Undo) stays longer, and while the pointer or focus is on it:
 * three seconds is too short to read, decide and reach the button (WCAG 2.2.1).
 */
export const ACTION_TOAST_DURATION_MS = 8000;

/** A button in the toast, such as Undo; pressing it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

type ShowToast = (message: string, options?: { tone?: Tone; action?: ToastAction }) => void;

interface ToastEntry {
  id: number;
  message: string;
  tone: Tone;
  action?: ToastAction;
}

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the page's toasts and the live region that announces them; render it once, inside
 * BrandTheme, around the screens. The region is always in the page so screen readers hear each
 * new message.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((message, { tone = 'info', action } = {}) => {
    nextId.current += 1;
    const id = nextId.current;
    // The same message again restarts its time rather than stacking a copy.
    setToasts((shown) => [
      ...shown.filter((toast) => toast.message !== message),
      { id, message, tone, ...(action ? { action } : {}) },
    ]);
  }, []);

  const remove = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div role="status" className={styles.region}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onExpire={remove} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onExpire }: { toast: ToastEntry; onExpire: (id: number) => void }) {
  const { action } = toast;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const duration = action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;
    const timer = setTimeout(() => onExpire(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, onExpire, action, held]);
  const hold = action
    ? {
        onPointerEnter: () => setHeld(true),
        onPointerLeave: () => setHeld(false),
        onFocus: () => setHeld(true),
        onBlur: () => setHeld(false),
      }
    : {};
  return (
    <div className={cx(styles.toast, toneStyle[toast.tone])} {...hold}>
      <Icon name={TONE_ICON[toast.tone]} className={toneIcon[toast.tone]} />
      <span className={styles.message}>{toast.message}</span>
      {action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            onExpire(toast.id);
            action.onAction();
          }}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}

/**
 * Shows a short message for 3 seconds: `useToast()(message, { tone })`; with `action` (Undo) a
 * button in it, for 8 seconds and while the member points at or focuses it.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider around the component');
  return show;
}
