import { useEffect, useRef } from 'react';
import type { PdfDocument } from '#inbox/pdf/load-pdfjs.ts';
import { loadPdfJs } from '#inbox/pdf/load-pdfjs.ts';
import * as styles from '#inbox/viewer/scan-viewer.css.ts';
import type { TextMatch, TextPart } from '#inbox/viewer/find-matches.ts';
import { scaleFor, type Zoom } from '#inbox/viewer/zoom.ts';
import { canvasDensity } from '#inbox/viewer/canvas-density.ts';

interface PdfPageProps {
  document: PdfDocument;
  pageNumber: number;
  zoom: Zoom;
  rotation: number;
  /** The room the page has, in CSS pixels. */
  room: { width: number; height: number };
  /** The find bar's matches on this page, and the one it is on. */
  matches: readonly TextMatch[];
  current: TextMatch | undefined;
  /** The canvas's accessible name ("Page 2 of 3, Letter from Osaka"). */
  label: string;
  /** The page has painted, at this scale. */
  onPainted: (scale: number) => void;
  /** pdf.js could not draw the page (a damaged file). */
  onError: () => void;
}

interface DrawnText {
  divs: HTMLElement[];
  runs: string[];
}

/**
 * One page: the canvas, drawn at the screen's pixel density so text stays sharp on HiDPI screens,
 * and pdf.js's text layer over it, transparent text the member can select, copy and find, which
 * screen readers read.
 */
export function PdfPage({
  document,
  pageNumber,
  zoom,
  rotation,
  room,
  matches,
  current,
  label,
  onPainted,
  onError,
}: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnText | null>(null);
  const found = useRef({ matches, current });

  useEffect(() => {
    found.current = { matches, current };
    if (drawn.current) markMatches(drawn.current, matches, current);
  }, [matches, current]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const textLayerDiv = textRef.current!;
    let stopped = false;
    let cancel = () => {};
    (async () => {
      // Busy until drawn: a screen reader waits, and so do the stories before their screenshot.
      canvas.setAttribute('aria-busy', 'true');
      const [page, { TextLayer }] = await Promise.all([document.getPage(pageNumber), loadPdfJs()]);
      if (stopped) return;
      const scale = scaleFor(zoom, page.getViewport({ scale: 1, rotation }), room);
      const viewport = page.getViewport({ scale, rotation });
      const density = canvasDensity(window.devicePixelRatio || 1, viewport.width, viewport.height);
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const render = page.render({
        canvas,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      const textLayer = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayerDiv,
        viewport,
      });
      cancel = () => {
        render.cancel();
        textLayer.cancel();
      };
      textLayerDiv.replaceChildren();
      textLayerDiv.style.setProperty('--total-scale-factor', String(scale));
      await Promise.all([render.promise, textLayer.render()]);
      canvas.setAttribute('aria-busy', 'false');
      drawn.current = { divs: textLayer.textDivs, runs: textLayer.textContentItemsStr };
      markMatches(drawn.current, found.current.matches, found.current.current);
      onPainted(scale);
    })().catch((error: unknown) => {
      // A render cancelled by a newer one (zoom, rotate, another page) is not a failure.
      if (stopped) return;
      console.error(error);
      onError();
    });
    return () => {
      stopped = true;
      drawn.current = null;
      cancel();
    };
  }, [document, pageNumber, zoom, rotation, room, onPainted, onError]);

  return (
    <div className={styles.page}>
      <canvas ref={canvasRef} role="img" aria-label={label} className={styles.canvas} />
      <div ref={textRef} className={styles.textLayer} />
    </div>
  );
}

/** Marks the matches in the text layer's runs, the current one apart, and brings it into view. */
function markMatches(
  { divs, runs }: DrawnText,
  matches: readonly TextMatch[],
  current?: TextMatch,
) {
  divs.forEach((div, run) => {
    if (div.childElementCount > 0 || div.textContent !== runs[run]) div.textContent = runs[run]!;
  });
  // A match may cover several runs (decision 060): each run marks its part of it.
  const byRun = new Map<number, { part: TextPart; match: TextMatch }[]>();
  for (const match of matches) {
    for (const part of match.parts) {
      byRun.set(part.run, [...(byRun.get(part.run) ?? []), { part, match }]);
    }
  }
  for (const [run, found] of byRun) {
    const div = divs[run];
    const text = runs[run];
    if (!div || text === undefined) continue;
    const parts: (string | HTMLElement)[] = [];
    let at = 0;
    for (const { part, match } of found) {
      parts.push(text.slice(at, part.start));
      const mark = window.document.createElement('mark');
      mark.className = match === current ? styles.currentMatch : styles.match;
      mark.textContent = text.slice(part.start, part.end);
      parts.push(mark);
      at = part.end;
    }
    parts.push(text.slice(at));
    div.replaceChildren(...parts);
  }
  divs
    .flatMap((div) => [...div.querySelectorAll(`.${styles.currentMatch}`)])
    .at(0)
    ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
