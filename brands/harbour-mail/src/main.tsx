import { PortalApp } from '@portal/features/app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '../brand.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PortalApp brand={brand} />
  </StrictMode>,
);
