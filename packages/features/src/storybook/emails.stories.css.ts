import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The width a mail client gives the email: its 600 px table and a little room either side. */
const EMAIL_WIDTH = 632;

/** The window around an email, as a mail client's reading pane. */
export const page = style({
  padding: vars.space.md,
  background: vars.color.surface,
  minHeight: '100vh',
  boxSizing: 'border-box',
});

/** The email's subject, as the mail client titles it. */
export const subject = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  margin: `0 auto ${vars.space.sm}`,
  maxWidth: EMAIL_WIDTH,
});

/** The email itself, as tall as its content (set inline as it loads). */
export const frame = style({
  display: 'block',
  width: '100%',
  maxWidth: EMAIL_WIDTH,
  margin: '0 auto',
  border: 0,
});
