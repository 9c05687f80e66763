import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe rather than a wobbly tap. */
const SWIPE_DISTANCE = 60;

/**
 * A sideways swipe of one finger over the page turns it: left for the next, right for the one
 * before. A second finger makes it a pinch, and a pan the browser takes over (pointercancel, where
 * the page is wider than the screen) is no swipe either.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      const first = event.pointerType === 'touch' && event.isPrimary;
      start.current = first ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      if (from?.id !== event.pointerId) return;
      start.current = null;
      const [dx, dy] = [event.clientX - from.x, event.clientY - from.y];
      if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > 2 * Math.abs(dy))
        onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
