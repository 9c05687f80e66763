import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import { FindBar } from '#inbox/components/find-bar.tsx';
import { PdfPage } from '#inbox/components/pdf-page.tsx';
import * as styles from '#inbox/viewer/scan-viewer.css.ts';
import type { PdfDocument } from '#inbox/pdf/load-pdfjs.ts';
import { findMatches } from '#inbox/viewer/find-matches.ts';
import { useScanDocument } from '#inbox/api/use-scan-document.ts';
import { useRoom } from '#inbox/hooks/use-room.ts';
import { canZoom, FIT_WIDTH, pinchZoom, zoomStep, type Zoom } from '#inbox/viewer/zoom.ts';
import { FullWindow } from '#inbox/viewer/full-window.tsx';
import { Tool } from '#inbox/viewer/tool.tsx';
import { useFullView } from '#inbox/viewer/use-full-view.ts';
import { usePageGestures } from '#inbox/viewer/use-page-gestures.ts';
import type { Point } from '#inbox/viewer/use-pinch-zoom.ts';
import { useViewerKeys } from '#inbox/viewer/use-viewer-keys.ts';
import { ViewButtons } from '#inbox/viewer/view-buttons.tsx';

/** A search that opened the item: the viewer opens at `page` with the find bar on `query`. */
export interface SearchFound {
  query: string;
  page: number;
}

export interface ScanViewerProps {
  item: MailItem;
  found?: SearchFound | undefined;
  /** Share of the download received, 0 to 1, while the server says how long it is. */
  onProgress: (share: number) => void;
  /** Loading is over: the first page painted, or it failed, or there is nothing to show. */
  onSettled: () => void;
  onDownload: () => void;
  onReport: () => void;
}

/**
 * The scan of one item (§2 preview pane): loaded on its own, then paged, zoomed and searched, in the
 * pane, over the whole window or on the whole screen.
 */
export default function ScanViewer({
  item,
  found,
  onProgress,
  onSettled,
  onDownload,
  onReport,
}: ScanViewerProps) {
  const intl = useIntl();
  const scan = useScanDocument(item.mailId, onProgress);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (scan.status === 'error' || scan.status === 'missing') onSettled();
  }, [scan.status, onSettled]);

  if (scan.status === 'loading') return null;
  if (scan.status === 'missing') {
    return (
      <EmptyState
        icon="scan"
        title={intl.formatMessage({ id: 'preview.missing.title' })}
        description={intl.formatMessage({ id: 'preview.missing.body' })}
      />
    );
  }
  if (scan.status === 'error' || broken) {
    return (
      <EmptyState
        icon="error"
        title={intl.formatMessage({ id: 'preview.error.title' })}
        description={intl.formatMessage({ id: 'preview.error.body' })}
        action={
          <div className={styles.errorActions}>
            <Button variant="secondary" onClick={onDownload}>
              {intl.formatMessage({ id: 'preview.download' })}
            </Button>
            <Button variant="secondary" onClick={onReport}>
              {intl.formatMessage({ id: 'preview.report' })}
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <LoadedScan
      item={item}
      found={found}
      document={scan.document}
      bytes={scan.bytes}
      onPainted={onSettled}
      onBroken={() => {
        setBroken(true);
        onSettled();
      }}
    />
  );
}

interface LoadedScanProps {
  item: MailItem;
  found: SearchFound | undefined;
  document: PdfDocument;
  bytes: Uint8Array<ArrayBuffer>;
  onPainted: () => void;
  onBroken: () => void;
}

function LoadedScan({ item, found, document, bytes, onPainted, onBroken }: LoadedScanProps) {
  const intl = useIntl();
  const pages = document.numPages;
  const [page, setPage] = useState(() => Math.min(pages, Math.max(1, found?.page ?? 1)));
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);
  // Opened from a search, the find bar shows it and marks its matches.
  const [finding, setFinding] = useState(found !== undefined);
  const [query, setQuery] = useState(found?.query ?? '');
  const [matchIndex, setMatchIndex] = useState(0);
  const pageTexts = usePageTexts(document, finding);
  const [roomRef, room] = useRoom();
  const findRef = useRef<HTMLInputElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const expandRef = useRef<HTMLButtonElement>(null);
  const [view, show] = useFullView({ frame: frameRef, page: areaRef, opener: expandRef });
  // Zoomed in past the desk's width, a finger pans the page sideways rather than turning it.
  const [pansSideways, setPansSideways] = useState(false);
  const area = useCallback(
    (element: HTMLDivElement | null) => {
      areaRef.current = element;
      return roomRef(element);
    },
    [roomRef],
  );

  const matches = useMemo(() => findMatches(pageTexts ?? [], query), [pageTexts, query]);
  // -1 while nothing matches.
  const currentIndex = Math.min(matchIndex, matches.length - 1);
  const current = matches[currentIndex];
  const pageMatches = useMemo(
    () => matches.filter((match) => match.page === page),
    [matches, page],
  );
  const clampPage = useCallback((next: number) => Math.min(pages, Math.max(1, next)), [pages]);
  const goTo = (next: number) => setPage(clampPage(next));
  const showMatch = (index: number) => {
    const wrapped = (index + matches.length) % matches.length;
    setMatchIndex(wrapped);
    goTo(matches[wrapped]!.page);
  };
  // A new search (or the document's text arriving under one) shows its first match; the search the
  // item was opened from shows its first match on the page the server found it on.
  const [searched, setSearched] = useState(matches);
  if (searched !== matches) {
    setSearched(matches);
    const first = Math.max(
      0,
      matches.findIndex((match) => match.page === found?.page),
    );
    setMatchIndex(first);
    if (matches[first]) setPage(matches[first].page);
  }
  // Where the last pinch was, and the scale it started from: redrawn larger (or smaller), the page
  // scrolls to keep that point under the fingers.
  const pinchedAt = useRef<{ origin: Point; from: number } | null>(null);
  const painted = useCallback(
    (drawnAt: number) => {
      setScale(drawnAt);
      const desk = areaRef.current;
      if (desk && pinchedAt.current) {
        const { origin, from } = pinchedAt.current;
        desk.scrollLeft += origin.x * (drawnAt / from - 1);
        desk.scrollTop += origin.y * (drawnAt / from - 1);
      }
      pinchedAt.current = null;
      setPansSideways(!!desk && desk.scrollWidth > desk.clientWidth);
      onPainted();
    },
    [onPainted],
  );
  const openFind = () => {
    setFinding(true);
    requestAnimationFrame(() => findRef.current?.select());
  };

  const onKey = useViewerKeys({
    view,
    onShow: show,
    onTurn: (step) => setPage((now) => clampPage(now + step)),
  });
  const gestures = usePageGestures(pageRef, {
    onSwipe: (direction) => goTo(page + direction),
    onPinched: (stretch, origin) => {
      pinchedAt.current = { origin, from: scale };
      setZoom(pinchZoom(scale, stretch));
    },
  });
  const label = (id: string) => intl.formatMessage({ id });

  const viewer = (
    <div
      ref={frameRef}
      className={styles.viewer}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key === 'f') {
          event.preventDefault();
          openFind();
        }
      }}
    >
      <div role="toolbar" aria-label={label('preview.tools')} className={styles.tools}>
        <Tool
          icon="chevron-left"
          label={label('preview.previous')}
          disabled={page <= 1}
          onClick={() => goTo(page - 1)}
        />
        <span className={styles.pageCount} aria-live="polite">
          {intl.formatMessage({ id: 'preview.page' }, { page, pages })}
        </span>
        <Tool
          icon="chevron-right"
          label={label('preview.next')}
          disabled={page >= pages}
          onClick={() => goTo(page + 1)}
        />
        <span className={styles.toolGap} />
        <Tool
          icon="minus"
          label={label('preview.zoomOut')}
          disabled={!canZoom(scale, -1)}
          onClick={() => setZoom(zoomStep(scale, -1))}
        />
        <span className={styles.zoomLevel}>{intl.formatNumber(scale, { style: 'percent' })}</span>
        <Tool
          icon="plus"
          label={label('preview.zoomIn')}
          disabled={!canZoom(scale, 1)}
          onClick={() => setZoom(zoomStep(scale, 1))}
        />
        <Tool
          icon="fit-width"
          label={label('preview.fitWidth')}
          aria-pressed={'fit' in zoom && zoom.fit === 'width'}
          onClick={() => setZoom(FIT_WIDTH)}
        />
        <Tool
          icon="fit-page"
          label={label('preview.fitPage')}
          aria-pressed={'fit' in zoom && zoom.fit === 'page'}
          onClick={() => setZoom({ fit: 'page' })}
        />
        <Tool
          icon="rotate"
          label={label('preview.rotate')}
          onClick={() => setRotation((now) => (now + 90) % 360)}
        />
        <Tool
          icon="search"
          label={label('preview.find')}
          aria-pressed={finding}
          onClick={openFind}
        />
        <Tool icon="print" label={label('preview.print')} onClick={() => printPdf(bytes)} />
        <ViewButtons view={view} onShow={show} expandRef={expandRef} />
      </div>
      {finding && (
        <FindBar
          inputRef={findRef}
          query={query}
          onQuery={(text) => {
            setQuery(text);
            setMatchIndex(0);
          }}
          found={pageTexts ? matches.length : undefined}
          current={currentIndex + 1}
          onStep={(direction) => matches.length && showMatch(currentIndex + direction)}
          onClose={() => {
            setFinding(false);
            setQuery('');
          }}
        />
      )}
      <div
        ref={area}
        className={pansSideways ? `${styles.pageArea} ${styles.pansSideways}` : styles.pageArea}
        tabIndex={0}
        {...gestures.handlers}
      >
        <div ref={pageRef} style={gestures.stretched}>
          {room && (
            <PdfPage
              document={document}
              pageNumber={page}
              zoom={zoom}
              rotation={rotation}
              room={room}
              matches={pageMatches}
              current={current?.page === page ? current : undefined}
              label={intl.formatMessage(
                { id: 'preview.pageLabel' },
                { page, pages, name: item.name },
              )}
              onPainted={painted}
              onError={onBroken}
            />
          )}
        </div>
      </div>
    </div>
  );

  if (view === 'pane') return viewer;
  return (
    <FullWindow
      label={intl.formatMessage({ id: 'preview.fullWindow.label' }, { name: item.name })}
      onKey={onKey}
      onLeave={() => show('pane')}
    >
      {viewer}
    </FullWindow>
  );
}

/** Every page's text runs, read once the find bar opens (a long scan is not read otherwise). */
function usePageTexts(document: PdfDocument, wanted: boolean): string[][] | undefined {
  const [texts, setTexts] = useState<string[][]>();
  useEffect(() => {
    if (!wanted || texts) return;
    let current = true;
    void Promise.all(
      Array.from({ length: document.numPages }, async (_, index) => {
        const content = await (await document.getPage(index + 1)).getTextContent();
        return content.items.flatMap((item) => ('str' in item ? [item.str] : []));
      }),
    ).then((read) => current && setTexts(read));
    return () => {
      current = false;
    };
  }, [document, wanted, texts]);
  return texts;
}

/** Prints the scan itself, through the browser's PDF viewer in a frame the member does not see. */
function printPdf(bytes: Uint8Array<ArrayBuffer>) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const frame = window.document.createElement('iframe');
  frame.className = styles.printFrame;
  frame.src = url;
  frame.onload = () => {
    const printing = frame.contentWindow!;
    // The frame goes once the print dialog closes, whatever the member chose.
    printing.addEventListener('afterprint', () => {
      frame.remove();
      URL.revokeObjectURL(url);
    });
    printing.print();
  };
  window.document.body.append(frame);
}
