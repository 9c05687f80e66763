import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const textArea = style({ resize: 'vertical', lineHeight: vars.lineHeight.body });
