import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { WIDE_LAYOUT as WIDE } from '#inbox/state/wide-layout.ts';

/**
 * The pane: the item's header over its scan; as tall as the list beside it (useFillViewport), and
 * like the list five rows tall until then, not as tall as what it holds (inbox.css.ts scroller).
 */
export const pane = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  minWidth: 0,
  height: '20rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** The legend or the selection's summary: one area, not the item's three rows. */
export const single = style({ gridTemplateRows: 'minmax(0, 1fr)' });

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The name being edited in place, with its Save and Cancel beside it. */
export const renameForm = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const renameField = style({ flex: '1 1 auto', minWidth: 0 });

/** Back to the list: the list and the preview are one screen each below the wide layout. */
export const back = style({ '@media': { [WIDE]: { display: 'none' } } });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${meta} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${meta} dd`, { margin: 0, color: vars.color.text });

export const body = style({ position: 'relative', display: 'grid', minHeight: 0 });

export const notice = style({ padding: `${vars.space.sm} ${vars.space.md}` });

export const progress = style({
  position: 'absolute',
  insetInline: vars.space.md,
  top: vars.space.md,
  zIndex: 2,
});

export const viewer = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  minHeight: 0,
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A number in the tools that changes as they are used: fixed-width digits, so nothing shifts. */
const readout = {
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const pageCount = style({ ...readout, minWidth: '5.5rem' });

export const zoomLevel = style({ ...readout, minWidth: '3rem', color: vars.color.textMuted });

export const toolGap = style({ flex: '0 0 auto', width: vars.space.sm });

export const findBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const findInput = style({
  flex: '1 1 8rem',
  minWidth: 0,
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const findCount = style({
  minWidth: '4.5rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/** Where the page sits: a grey desk the page lies on, scrolling when the page is larger. */
export const pageArea = style({
  overflow: 'auto',
  scrollbarGutter: 'stable',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  touchAction: 'pan-y pinch-zoom',
});

export const page = style({
  position: 'relative',
  width: 'fit-content',
  margin: '0 auto',
  boxShadow: vars.shadow.raised,
  background: vars.color.surface,
});

export const canvas = style({ display: 'block' });

/**
 * pdf.js's text layer: its runs, placed by pdf.js over the canvas in transparent text. The rules are
 * the ones its runs are sized by (`--total-scale-factor` set per render, `--font-height`, `--scale-x`
 * and `--rotate` set per run by pdf.js).
 */
const TEXT_RUN_SIZE = 'calc(var(--text-scale-factor) * var(--font-height, 0))';

export const textLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  caretColor: 'CanvasText',
  vars: {
    '--scale-round-x': '1px',
    '--scale-round-y': '1px',
    '--min-font-size': '1',
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
});

globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});

globalStyle(
  `${textLayer} > :not(.markedContent), ${textLayer} .markedContent span:not(.markedContent)`,
  {
    zIndex: 1,
    // Not type: each run's size is its glyphs' height in the scan, which pdf.js sets per run.
    fontSize: TEXT_RUN_SIZE,
    transform:
      'rotate(var(--rotate, 0deg)) scaleX(var(--scale-x, 1)) scale(var(--min-font-size-inv))',
  },
);

globalStyle(`${textLayer} .markedContent`, { display: 'contents' });

globalStyle(`${textLayer} ::selection`, {
  background: `color-mix(in srgb, ${vars.color.focusRing} 35%, transparent)`,
});

/** The layer turns with the page (pdf.js names the page's rotation on it). */
globalStyle(`${textLayer}[data-main-rotation="90"]`, {
  transform: 'rotate(90deg) translateY(-100%)',
});
globalStyle(`${textLayer}[data-main-rotation="180"]`, {
  transform: 'rotate(180deg) translate(-100%, -100%)',
});
globalStyle(`${textLayer}[data-main-rotation="270"]`, {
  transform: 'rotate(270deg) translateX(-100%)',
});

const matchBase = {
  borderRadius: '2px',
  color: 'transparent',
  margin: '-1px',
  padding: '1px',
} as const;

export const match = style({
  ...matchBase,
  background: `color-mix(in srgb, ${vars.color.highlight} 30%, transparent)`,
});

export const currentMatch = style({
  ...matchBase,
  background: `color-mix(in srgb, ${vars.color.highlight} 60%, transparent)`,
  outline: `2px solid ${vars.color.highlightText}`,
});

export const errorActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});

export const printFrame = style({
  position: 'fixed',
  width: 0,
  height: 0,
  border: 0,
  visibility: 'hidden',
});

export const legend = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  alignContent: 'start',
  overflowY: 'auto',
});

export const legendList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const legendHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const legendTitle = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  color: vars.color.textMuted,
});
