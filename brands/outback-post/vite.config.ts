import { brandViteConfig } from '@portal/features/brand-vite-config';
import { defineConfig } from 'vite';
import { brand } from './brand.ts';

export default defineConfig(brandViteConfig(brand));
