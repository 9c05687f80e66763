import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The page itself: the column centred, with room around it on every screen size. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const panel = style({ width: '100%', maxWidth: '28rem' });

export const widePanel = style({ width: '100%', maxWidth: '40rem' });

export const logo = style({ width: '9rem', height: 'auto', alignSelf: 'center' });
