import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract (DESIGN §3.9). Components read these variables only; a brand fills them
 * at runtime from its highlightColor.
 */
export const vars = createThemeContract({
  color: {
    highlight: null,
    onHighlight: null,
    text: null,
    background: null,
  },
  font: {
    body: null,
  },
  space: {
    sm: null,
    md: null,
    lg: null,
  },
  radius: {
    control: null,
  },
});
