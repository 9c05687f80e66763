// A brand app as brands/<id> has it; the build test supplies the brand as a virtual module.
import { brand } from 'virtual:test-brand';
import { mountPortal } from '#app/portal-app.tsx';

mountPortal(brand);
