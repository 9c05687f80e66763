import { brand } from 'portal:brand';
import { createBrandTheme } from '@portal/ui/create-brand-theme';

/** The brand's colours, derived at build time into the stylesheet. */
export const brandTheme = createBrandTheme(brand.highlightColor, brand.id);
