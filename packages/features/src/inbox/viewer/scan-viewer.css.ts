import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** A phone's width: the page runs to the screen's edges. */
const NARROW = 'screen and (max-width: 600px)';
/** A phone, or any screen worked by a finger: the controls grow to 44 px targets. */
const TOUCH = `${NARROW}, (pointer: coarse)`;

export const viewer = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  minHeight: 0,
  // Also the backdrop of the viewer shown full screen, which the browser leaves black otherwise.
  background: vars.color.surface,
});

/**
 * The scan over the whole window: a modal <dialog> in the top layer, so nothing of the inbox (its
 * header, a sticky bar) can sit over it, and the page behind is inert.
 */
export const fullWindow = style({
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  // The viewer fills it and its desk scrolls, rather than the dialog growing with the page.
  gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)',
  selectors: { '&[open]': { display: 'grid' } },
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

/** Full window and full screen sit at the tools' far end, where viewers keep them. */
export const viewButtons = style({
  display: 'flex',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
});

/** Every tool a 44 px target under a finger (the kit's small buttons are 32 px). */
export const tool = style({
  '@media': {
    [TOUCH]: { selectors: { [`${tools} &`]: { minWidth: '2.75rem', minHeight: '2.75rem' } } },
  },
});

/** A button's key, for those with a keyboard: shown where there is a mouse, never under a finger. */
export const keyHint = style({
  display: 'none',
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  '@media': { '(hover: hover) and (pointer: fine)': { display: 'inline-block' } },
});

/**
 * Where the page sits: a grey desk the page lies on, scrolling when the page is larger. A finger
 * scrolls it up and down; sideways it turns the page (use-swipe.ts), and two fingers zoom the page,
 * not the whole site (use-pinch-zoom.ts): the browser is left neither.
 */
export const pageArea = style({
  overflow: 'auto',
  scrollbarGutter: 'stable',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  touchAction: 'pan-y',
  // Its scrolling ends at its own edges: not the inbox behind the full window, nor a phone's reload.
  overscrollBehavior: 'contain',
  '@media': {
    // A phone's page edge to edge: every pixel of a 390 px screen goes to the letter.
    [NARROW]: { padding: 0, scrollbarGutter: 'auto' },
  },
});

/** The page zoomed in past the desk's width: a finger pans it sideways too, instead of turning it. */
export const pansSideways = style({ touchAction: 'pan-x pan-y' });

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
