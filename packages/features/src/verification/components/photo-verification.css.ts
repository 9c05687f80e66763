import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { cardPanel } from '@portal/ui/panel';

/** The live camera picture, as wide as the drop zone; all of it, since all of it is taken. */
export const camera = style({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  selectors: {
    // The front camera shows the member as a mirror does; the photo taken is not mirrored.
    '&[data-mirrored]': { transform: 'scaleX(-1)' },
  },
});

/** The selfie code and its example picture: side by side where there is room. */
export const selfieNote = style([
  cardPanel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.lg,
    background: vars.color.surfaceSunken,
  },
]);

export const selfieText = style({
  flex: '1 1 12rem',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xs,
});

/** The code to hand-write: large and in a typeface where 1 and 7 differ. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.3em',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const example = style({
  flex: '0 0 auto',
  width: '10rem',
  height: 'auto',
  margin: 0,
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'center',
});

export const exampleImage = style({ width: '100%', height: 'auto', display: 'block' });
export const exampleBackdrop = style({ fill: vars.color.surface });
export const examplePerson = style({ fill: vars.color.textMuted });
export const exampleCard = style({
  fill: vars.color.highlightSubtle,
  stroke: vars.color.highlight,
});
export const exampleNote = style({ fill: vars.color.surface, stroke: vars.color.borderStrong });
export const exampleCode = style({
  fill: vars.color.text,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
});

/**
 * The step's heading takes focus (from script, tabIndex -1) when the step changes, so a screen
 * reader starts there; it is not a control, so it shows no focus ring.
 */
export const stepHeading = style({ selectors: { '&:focus': { outline: 'none' } } });
