import { useCallback, useState } from 'react';

export interface Room {
  width: number;
  height: number;
}

/**
 * The room inside an element (its content box, without padding), kept up to date as it resizes; whole
 * pixels, so a sub-pixel wobble does not redraw the page.
 */
export function useRoom(): [
  (element: HTMLElement | null) => (() => void) | undefined,
  Room | null,
] {
  const [room, setRoom] = useState<Room | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const next = {
        width: Math.floor(element.clientWidth - padX),
        height: Math.floor(element.clientHeight - padY),
      };
      setRoom((now) =>
        now && now.width === next.width && now.height === next.height ? now : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, room];
}
