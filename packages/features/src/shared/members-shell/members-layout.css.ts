import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { VISUALLY_HIDDEN } from '@portal/ui/visually-hidden';

const PHONE = 'screen and (max-width: 767px)';

export const logo = style({
  display: 'block',
  height: '2.5rem',
  width: 'auto',
  // On a 320 px phone the logo scales down rather than pushing the menu off the screen.
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { [PHONE]: { height: '2rem' } },
});

/** Shown from 768 px; on a phone still read out by screen readers, but not drawn. */
export const wideOnly = style({
  '@media': {
    [PHONE]: VISUALLY_HIDDEN,
  },
});

export const phoneOnly = style({
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

/** The support icon as a 44 px touch target in the top bar's text colour. */
export const support = style({
  display: 'inline-grid',
  placeItems: 'center',
  color: vars.color.highlightText,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
});
