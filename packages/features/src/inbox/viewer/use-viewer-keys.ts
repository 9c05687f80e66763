import { useEffect, useEffectEvent } from 'react';
import { isTyping } from '#inbox/hooks/use-inbox-shortcuts.ts';
import { canFullScreen, type View } from '#inbox/viewer/use-full-view.ts';

/** Keys that turn the page, and which way. */
const PAGE_KEYS: Partial<Record<string, 1 | -1>> = { n: 1, PageDown: 1, p: -1, PageUp: -1 };

interface ViewerKeys {
  view: View;
  onShow: (view: View) => void;
  onTurn: (step: 1 | -1) => void;
}

/**
 * The viewer's keys, from anywhere on the page: n/p and Page Down/Up turn the page, f shows it
 * over the whole window and back, Shift+F full screen and back, Esc leaves the full window. Returns
 * the handler for the full window to call with its keys, which the rest of the page never hears.
 */
export function useViewerKeys({ view, onShow, onTurn }: ViewerKeys) {
  /** True when `event` was one of the viewer's keys. */
  const onKey = (event: KeyboardEvent): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return false;
    const step = PAGE_KEYS[event.key];
    if (step) onTurn(step);
    else if (event.key === 'f') onShow(view === 'pane' ? 'window' : 'pane');
    else if (event.key === 'F' && canFullScreen()) onShow(view === 'screen' ? 'window' : 'screen');
    else if (event.key === 'Escape' && view !== 'pane') onShow('pane');
    else return false;
    return true;
  };

  const onWindowKey = useEffectEvent((event: KeyboardEvent) => {
    // A dialog over the inbox owns the keys. Over the whole window, the keys pressed in it come to
    // onKey from there (FullWindow); here come those pressed with focus nowhere (on the body).
    if (view === 'pane' && document.querySelector('dialog[open], [role="dialog"]')) return;
    if (onKey(event)) event.preventDefault();
  });
  useEffect(() => {
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, []);

  return onKey;
}
