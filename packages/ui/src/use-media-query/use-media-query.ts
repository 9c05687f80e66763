import { useCallback, useSyncExternalStore } from 'react';

/** The window width from which the portal shows its full-width layouts (§2, §9: 768). */
export const DESKTOP_MIN_WIDTH = 768;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** Whether a CSS media query matches now; re-renders when that changes (a resize, a rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** True at 768 px and wider, where the full-width variants apply. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
