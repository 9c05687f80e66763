import { createBrandTheme } from '@portal/ui/create-brand-theme';
import { testBrand } from '#testing/test-brand.ts';

/** The test brand's theme class, made as a brand app makes its own (brand-app/brand-theme.css.ts). */
export const testTheme = createBrandTheme(testBrand.highlightColor);
