/** How the page is sized: to the pane's width (the default), whole in the pane, or a chosen scale. */
export type Zoom = { fit: 'width' | 'page' } | { scale: number };

export const FIT_WIDTH: Zoom = { fit: 'width' };

/** The scales zoom in and out step through; 1 is the page at its printed size in CSS pixels. */
const STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

interface Size {
  width: number;
  height: number;
}

/** The scale that draws a page of `page` size (at scale 1, as rotated) in a `box` of room. */
export function scaleFor(zoom: Zoom, page: Size, box: Size): number {
  if ('scale' in zoom) return zoom.scale;
  const toWidth = box.width / page.width;
  const scale = zoom.fit === 'width' ? toWidth : Math.min(toWidth, box.height / page.height);
  return Math.max(STEPS[0], scale);
}

/** The scale two fingers leave the page at: stretched from `current`, within the steps' range. */
export function pinchZoom(current: number, stretch: number): Zoom {
  return { scale: Math.min(STEPS.at(-1)!, Math.max(STEPS[0], current * stretch)) };
}

/** A step must change the size by more than this share to count: 74 % → 75 % is not a zoom. */
const NOTICEABLE = 1.1;

/** The next step in (`1`) or out (`-1`) from the scale the page is shown at now. */
export function zoomStep(current: number, direction: 1 | -1): Zoom {
  const next =
    direction === 1
      ? STEPS.find((step) => step > current * NOTICEABLE)
      : STEPS.findLast((step) => step < current / NOTICEABLE);
  return { scale: next ?? (direction === 1 ? STEPS.at(-1)! : STEPS[0]) };
}

export const canZoom = (current: number, direction: 1 | -1) =>
  direction === 1 ? current * NOTICEABLE < STEPS.at(-1)! : current / NOTICEABLE > STEPS[0];
