/**
 * Read by screen readers, invisible on screen: the rules, for a style that hides only under a media
 * query (a label shown on wide screens); `visuallyHidden` in styles.css.ts is the class for always.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
