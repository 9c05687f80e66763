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

type ShowToast = (message: string, options?: { tone?: Tone }) => void;

interface ToastEntry {
  id: number;
  message: string;
  tone: Tone;
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

  const show = useCallback<ShowToast>((message, { tone = 'info' } = {}) => {
    nextId.current += 1;
    const id = nextId.current;
    // The same message again restarts its time rather than stacking a copy.
    setToasts((shown) => [
      ...shown.filter((toast) => toast.message !== message),
      { id, message, tone },
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
  useEffect(() => {
    const timer = setTimeout(() => onExpire(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onExpire]);
  return (
    <div className={cx(styles.toast, toneStyle[toast.tone])}>
      <Icon name={TONE_ICON[toast.tone]} className={toneIcon[toast.tone]} />
      {toast.message}
    </div>
  );
}

/** Shows a short message for 3 seconds: `useToast()(message, { tone })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider around the component');
  return show;
}
