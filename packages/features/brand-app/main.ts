// Every brand app's entry: `portal:brand` is the brand.ts of the brand being built (brandViteConfig).
import { brand } from 'portal:brand';
import { mountPortal } from '#app/portal-app.tsx';
import { brandTheme } from './brand-theme.css.ts';

mountPortal(brand, brandTheme);
