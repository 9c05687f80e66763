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
      if (!element) return;
      const fit = () => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        element.style.height = `${Math.max(minHeight, window.innerHeight - top - bottomGap)}px`;
      };
      fit();
      window.addEventListener('resize', fit);
      // A banner dismissed above the element changes the page's height, not the window's.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
      observer?.observe(document.body);
      return () => {
        window.removeEventListener('resize', fit);
        observer?.disconnect();
      };
    },
    [bottomGap, minHeight],
  );
}
