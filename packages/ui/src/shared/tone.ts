/** The status tones of alerts and toasts. */
export type Tone = 'success' | 'error' | 'info';

/** The icon that repeats each tone's meaning, so colour is never the only sign (WCAG 1.4.1). */
export const TONE_ICON = {
  success: 'success',
  error: 'error',
  info: 'info',
} as const satisfies Record<Tone, string>;
