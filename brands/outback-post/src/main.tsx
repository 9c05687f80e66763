import { mountPortal } from '@portal/features/app';
import { brand } from '../brand.ts';

mountPortal(brand);
