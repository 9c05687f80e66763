/**
 * The most pixels one canvas may hold in every browser the portal serves: iOS Safari draws nothing
 * on a larger one ("Canvas area exceeds the maximum limit"), which a pinch to 400 % on a 3× phone
 * screen would otherwise ask for.
 */
const MAX_CANVAS_PIXELS = 2 ** 24;

/**
 * Canvas pixels per CSS pixel for a page `width` × `height` CSS pixels large: the screen's own
 * density, so text stays sharp, unless that would pass the canvas limit; then as many as fit.
 */
export function canvasDensity(screenDensity: number, width: number, height: number): number {
  return Math.min(screenDensity, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
}
