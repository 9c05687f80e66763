import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `active`, calls `onOutsidePress` when the pointer goes down anywhere outside `ref`. */
export function useOutsidePress(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutsidePress: () => void,
) {
  const handle = useEffectEvent(onOutsidePress);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) handle();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, ref]);
}
