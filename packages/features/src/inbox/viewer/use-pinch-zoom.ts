import { useRef, useState, type CSSProperties, type PointerEvent, type RefObject } from 'react';

export interface Point {
  x: number;
  y: number;
}

const gap = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A pinch smaller than this share of the fingers' gap is a touch that wobbled, not a zoom. */
const NOTICEABLE = 0.05;

/**
 * Two fingers on the page zoom it. While they move, `stretched` scales the page with CSS from the
 * point between them (cheap enough for every frame); when one lifts, `onPinched` gets how much they
 * stretched it and from where (in `target`'s pixels), so the page can be drawn again, sharp, at its
 * new scale, with that point still under the fingers.
 */
export function usePinchZoom(
  target: RefObject<HTMLElement | null>,
  onPinched: (stretch: number, origin: Point) => void,
) {
  const fingers = useRef(new Map<number, Point>());
  // Set while two fingers pinch: their gap when they landed, and the point between them then.
  const start = useRef<{ gap: number; origin: Point } | null>(null);
  const [pinch, setPinch] = useState<{ stretch: number; origin: Point } | null>(null);

  const stretchNow = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b && start.current ? gap(a, b) / start.current.gap : 1;
  };
  const follow = (event: PointerEvent) => {
    if (!fingers.current.has(event.pointerId)) return false;
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    return true;
  };
  const end = (apply: boolean) => {
    const stretch = stretchNow();
    if (start.current && apply && Math.abs(stretch - 1) > NOTICEABLE) {
      onPinched(stretch, start.current.origin);
    }
    fingers.current.clear();
    start.current = null;
    setPinch(null);
  };

  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType !== 'touch') return;
        fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        const [a, b] = [...fingers.current.values()];
        if (!a || !b || fingers.current.size !== 2) return;
        const box = target.current?.getBoundingClientRect();
        const origin = {
          x: (a.x + b.x) / 2 - (box?.left ?? 0),
          y: (a.y + b.y) / 2 - (box?.top ?? 0),
        };
        start.current = { gap: gap(a, b), origin };
        setPinch({ stretch: 1, origin });
      },
      onPointerMove: (event: PointerEvent) => {
        if (follow(event) && start.current) {
          setPinch({ stretch: stretchNow(), origin: start.current.origin });
        }
      },
      onPointerUp: (event: PointerEvent) => {
        if (!follow(event)) return;
        if (start.current) end(true);
        else fingers.current.delete(event.pointerId);
      },
      // The browser took the gesture over: the page goes back to the scale it had.
      onPointerCancel: () => end(false),
    },
    /** The page's CSS while pinched. */
    stretched: (pinch
      ? {
          transform: `scale(${pinch.stretch})`,
          transformOrigin: `${pinch.origin.x}px ${pinch.origin.y}px`,
        }
      : undefined) satisfies CSSProperties | undefined,
  };
}
