import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const content = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });
