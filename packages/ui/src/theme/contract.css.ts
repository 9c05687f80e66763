import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract (DESIGN §3.9). Components read these variables only. BrandTheme fills the
 * colours at runtime (the shared palette plus tokens derived from the brand's highlightColor); the
 * base theme class fills the rest.
 */
export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    surface: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    backdrop: null,
    danger: null,
    dangerHover: null,
    dangerActive: null,
    dangerSubtle: null,
    onDanger: null,
    success: null,
    successSubtle: null,
    info: null,
    infoSubtle: null,
    /** The label colours' swatches (decision 104). */
    labelGrey: null,
    labelRed: null,
    labelOrange: null,
    labelYellow: null,
    labelGreen: null,
    labelTeal: null,
    labelBlue: null,
    labelPurple: null,
    labelPink: null,
    /** Fill of primary actions and the selected state. */
    highlight: null,
    highlightHover: null,
    highlightActive: null,
    /** Tinted background of selected rows and menu items. */
    highlightSubtle: null,
    /** The highlight as text, links and outlines on surfaces: at least 4.5:1. */
    highlightText: null,
    /** Text and icons on the highlight fills: at least 4.5:1. */
    onHighlight: null,
    focusRing: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    body: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
  },
  radius: {
    sm: null,
    control: null,
    lg: null,
    round: null,
  },
  shadow: {
    raised: null,
    overlay: null,
  },
  zIndex: {
    sticky: null,
    drawer: null,
    popover: null,
    toast: null,
  },
  motion: {
    /** Hover and focus feedback. */
    fast: null,
    /** Panels and toasts sliding in. */
    normal: null,
    /** One turn of a spinner. */
    spin: null,
    easing: null,
  },
});
