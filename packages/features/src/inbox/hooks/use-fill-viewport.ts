import { useCallback } from 'react';

/**
 * A ref that makes its element as tall as the window below where the element starts, less
 * `bottomGap` px and never under `minHeight` px: §2's list height, "the viewport less what sits above
 * it", whatever does sit above (an alert banner, a toolbar wrapped to two rows). It refits when the
 * window or the page resizes, and stops when the element leaves.
 */
export function useFillViewport({
  bottomGap,
  minHeight,
}: {
  bottomGap: number;
  minHeight: number;
}) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      const fit = () => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        element.style.height = `${Math.max(minHeight, window.innerHeight - top - bottomGap)}px`;
      };
      // Fitted when the observer reports, after the browser's layout and before its paint: the
      // position is read from that layout instead of forcing one while React commits (a layout per
      // element filled), and the first frame is drawn with the height. The page's size also moves
      // with a banner dismissed above the element, which the window's size does not.
      const observer = new ResizeObserver(fit);
      observer.observe(document.body);
      window.addEventListener('resize', fit);
      // A web font arriving changes the height of the text above, which moves the element without
      // resizing the body when the page is held at the window's height (a long sidebar, the shell).
      document.fonts?.addEventListener('loadingdone', fit);
      return () => {
        window.removeEventListener('resize', fit);
        document.fonts?.removeEventListener('loadingdone', fit);
        observer.disconnect();
      };
    },
    [bottomGap, minHeight],
  );
}
