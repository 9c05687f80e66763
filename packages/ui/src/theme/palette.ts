/**
 * The colours every brand shares: neutrals and the status tones. Brand colours are derived from the
 * brand's highlightColor instead (derive-brand-tokens.ts). Every text/background pair that components
 * use is checked for WCAG AA contrast in palette.test.ts.
 */
export const PALETTE = {
  /** Body text; also the dark text a light highlight gets. */
  text: '#16191d',
  /** Secondary text (hints, dates, counts): at least 4.5:1 on every surface below. */
  textMuted: '#545d69',
  surface: '#ffffff',
  /** Page background, table headers and other recessed areas. */
  surfaceSunken: '#f3f5f7',
  /** Decorative dividers only: too faint to be the only sign of a control. */
  border: '#d0d5dd',
  /** Outlines of form controls: at least 3:1 on the surface (WCAG 1.4.11). */
  borderStrong: '#7c8592',
  /** Dims the page behind a modal dialog or the mobile menu. */
  backdrop: 'rgb(22 25 29 / 0.5)',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerActive: '#7a1c15',
  dangerSubtle: '#fef3f2',
  onDanger: '#ffffff',
  success: '#067647',
  successSubtle: '#ecfdf3',
  info: '#175cd3',
  infoSubtle: '#eff8ff',
  /**
   * The nine label colours (decision 104), the swatch beside a label's name: at least 3:1 on the
   * surfaces, as a graphic that tells labels apart should be. The name always says which label.
   */
  labelGrey: '#667085',
  labelRed: '#d92d20',
  labelOrange: '#c4320a',
  labelYellow: '#a15c07',
  labelGreen: '#067647',
  labelTeal: '#0e7c72',
  labelBlue: '#1570ef',
  labelPurple: '#6941c6',
  labelPink: '#c11574',
} as const;
