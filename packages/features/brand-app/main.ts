// Every brand app's entry: the brand's settings come in as a virtual module (brandViteConfig).
import { brand } from 'virtual:portal-brand';
import { mountPortal } from '#app/portal-app.tsx';

mountPortal(brand);
