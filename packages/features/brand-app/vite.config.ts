/**
 * The Vite config of every brand app, run from the brand's folder (`vite build --config
 * node_modules/@portal/features/brand-app/vite.config.ts`): the brand is the brand.ts found there.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrandConfig } from '@portal/brand/config';
import { defineConfig } from 'vite';
import { brandViteConfig } from './brand-vite-config.ts';

const brandDir = process.cwd();
const { brand } = (await import(pathToFileURL(join(brandDir, 'brand.ts')).href)) as {
  brand: BrandConfig;
};

export default defineConfig(brandViteConfig(brand, brandDir));
