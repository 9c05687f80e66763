import type { PointerEvent, RefObject } from 'react';
import { usePinchZoom, type Point } from '#inbox/viewer/use-pinch-zoom.ts';
import { useSwipe } from '#inbox/viewer/use-swipe.ts';

/**
 * What fingers do on the page, for the desk under it: one swipes between pages, two pinch it
 * larger or smaller. `stretched` is the page's CSS while a pinch is under way.
 */
export function usePageGestures(
  page: RefObject<HTMLElement | null>,
  {
    onSwipe,
    onPinched,
  }: { onSwipe: (direction: 1 | -1) => void; onPinched: (stretch: number, origin: Point) => void },
) {
  const swipe = useSwipe(onSwipe);
  const pinch = usePinchZoom(page, onPinched);
  return {
    stretched: pinch.stretched,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        swipe.onPointerDown(event);
        pinch.handlers.onPointerDown(event);
      },
      onPointerMove: pinch.handlers.onPointerMove,
      onPointerUp: (event: PointerEvent) => {
        swipe.onPointerUp(event);
        pinch.handlers.onPointerUp(event);
      },
      onPointerCancel: () => {
        swipe.onPointerCancel();
        pinch.handlers.onPointerCancel();
      },
    },
  };
}
