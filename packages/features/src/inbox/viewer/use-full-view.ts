import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Where the scan is shown: in the preview pane, over the whole window, or on the whole screen. */
export type View = 'pane' | 'window' | 'screen';

/** Whether this browser shows an element full screen (iPhones do not, outside video). */
export const canFullScreen = () => document.fullscreenEnabled === true;

interface Elements {
  /** The viewer, which goes full screen (a <dialog> cannot). */
  frame: RefObject<HTMLElement | null>;
  /** Where focus goes over the whole window: the page, whose scrolling the arrows then work. */
  page: RefObject<HTMLElement | null>;
  /** Where focus comes back to in the pane: the button that opened the full window. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The view the scan is in. Full screen is the full window made full screen (the Fullscreen API on
 * `frame`, the viewer inside the full window), so when the browser leaves full screen on its own
 * (Esc, a refusal) the scan stays over the whole window.
 */
export function useFullView({ frame, page, opener }: Elements) {
  const [view, setView] = useState<View>('pane');

  const shown = useRef<View>(view);
  useEffect(() => {
    const before = shown.current;
    shown.current = view;
    if (before === 'pane' && view !== 'pane') page.current?.focus();
    if (before !== 'pane' && view === 'pane') opener.current?.focus();
  }, [view, page, opener]);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setView((now) => (now === 'screen' ? 'window' : now));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // The frame exists once the full window has rendered; the click's user activation still holds.
  useEffect(() => {
    if (view !== 'screen' || document.fullscreenElement) return;
    frame.current?.requestFullscreen().catch(() => setView('window'));
  }, [view, frame]);

  const show = useCallback((next: View) => {
    if (next !== 'screen' && document.fullscreenElement) void document.exitFullscreen();
    setView(next);
  }, []);

  return [view, show] as const;
}
