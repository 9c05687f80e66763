import { checkBrand } from '@portal/features/brand-checks';
import { brand } from './brand.ts';

checkBrand(brand, new URL('./', import.meta.url));
