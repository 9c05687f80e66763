import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import type { Tone } from '#shared/tone.ts';
import { vars } from '#theme/contract.css.ts';

/** Status tones shared by alerts and toasts: a tinted background, a border and icon in the tone. */
export const tone = styleVariants<Record<Tone, StyleRule>>({
  success: { background: vars.color.successSubtle, borderColor: vars.color.success },
  error: { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
  info: { background: vars.color.infoSubtle, borderColor: vars.color.info },
});

export const toneIcon = styleVariants<Record<Tone, StyleRule>>({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
});
