import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/**
 * Latin text in the face the portal ships (font-faces.ts, decision 065), the same on every machine;
 * it has no CJK glyphs, so Han and kana fall through to the CJK faces after it.
 */
export const SHIPPED_SANS = '"Source Sans 3 Variable"';
export const SHIPPED_MONO = '"Source Code Pro Variable"';
/** Platform faces for a glyph the shipped face lacks (an arrow, a symbol) before any CJK face. */
const PLATFORM_LATIN = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto';
/**
 * Japanese and Chinese from a pinned list of platform faces rather than shipped ones (a page of
 * Japanese would fetch hundreds of kB of slices; decision 065). Han characters share code points
 * across languages but are drawn differently in each, so each language lists its own faces first
 * (macOS/iOS, Windows, then Noto/Source Han on Linux/Android).
 */
const JAPANESE =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans JP", "Noto Sans CJK JP"';
const SIMPLIFIED_CHINESE =
  '"PingFang SC", "Microsoft YaHei UI", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC"';
const TRADITIONAL_CHINESE =
  '"PingFang TC", "Microsoft JhengHei UI", "Microsoft JhengHei", "Noto Sans TC", "Noto Sans CJK TC", "Source Han Sans TC"';

const stack = (...families: string[]) =>
  [SHIPPED_SANS, PLATFORM_LATIN, ...families, 'sans-serif'].join(', ');

/**
 * The non-colour half of the theme, the same for every brand. BrandTheme puts this class on its root
 * and assigns the colours inline.
 */
export const baseTheme = style({
  vars: {
    ...assignVars(vars.font, {
      body: stack(JAPANESE, SIMPLIFIED_CHINESE),
      mono: `${SHIPPED_MONO}, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
    }),
    ...assignVars(vars.fontSize, {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: '2rem',
    }),
    ...assignVars(vars.fontWeight, { regular: '400', medium: '500', bold: '700' }),
    ...assignVars(vars.lineHeight, { tight: '1.25', body: '1.6' }),
    ...assignVars(vars.space, {
      xxs: '0.125rem',
      xs: '0.25rem',
      sm: '0.5rem',
      md: '1rem',
      lg: '2rem',
      xl: '3rem',
    }),
    ...assignVars(vars.radius, {
      sm: '0.25rem',
      control: '0.375rem',
      lg: '0.75rem',
      round: '999px',
    }),
    ...assignVars(vars.shadow, {
      raised: '0 2px 8px rgb(22 25 29 / 0.12), 0 1px 2px rgb(22 25 29 / 0.08)',
      overlay: '0 12px 32px rgb(22 25 29 / 0.24)',
    }),
    ...assignVars(vars.zIndex, { sticky: '10', drawer: '20', popover: '30', toast: '40' }),
    ...assignVars(vars.motion, {
      fast: '120ms',
      normal: '200ms',
      spin: '800ms',
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    }),
  },
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  minHeight: '100%',
  selectors: {
    '&:lang(ja)': { vars: { [vars.font.body]: stack(JAPANESE) } },
    '&:lang(zh-CN), &:lang(zh-Hans)': {
      vars: { [vars.font.body]: stack(SIMPLIFIED_CHINESE) },
    },
    '&:lang(zh-TW), &:lang(zh-HK), &:lang(zh-Hant)': {
      vars: { [vars.font.body]: stack(TRADITIONAL_CHINESE) },
    },
  },
  '@media': {
    // Transitions become instant; a spinner keeps turning, slowly, so loading still shows.
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion, {
        fast: '0ms',
        normal: '0ms',
        spin: '2400ms',
        easing: 'linear',
      }),
    },
  },
});

// A plain text link (a router <Link> with no class of its own) in the brand's readable highlight,
// not the browser's blue; zero specificity, so any component's own link style wins.
globalStyle(`:where(${baseTheme} a:not([class]))`, {
  color: vars.color.highlightText,
  textUnderlineOffset: '0.15em',
});
globalStyle(`:where(${baseTheme} a:not([class]):hover)`, { textDecorationThickness: '2px' });
