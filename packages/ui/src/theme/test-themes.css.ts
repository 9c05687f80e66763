import { createBrandTheme } from '#theme/create-brand-theme.ts';

/** Two brands' themes for brand-theme.test.tsx, made as a brand app makes its own. */
export const amberTheme = createBrandTheme('#b45309', 'amber');
export const pinkTheme = createBrandTheme('#be185d', 'pink');
