import type { ReactNode } from 'react';
import '#theme/font-faces.ts';
import '#theme/global.css.ts';
import { baseTheme } from '#theme/base-theme.css.ts';

/**
 * Applies a brand's theme to everything rendered inside it: the shared type, space and motion scales
 * plus the brand's colours, `themeClass` being what `createBrandTheme` made for it in a `.css.ts`.
 */
export function BrandTheme({ themeClass, children }: { themeClass: string; children: ReactNode }) {
  return <div className={`${baseTheme} ${themeClass}`}>{children}</div>;
}
