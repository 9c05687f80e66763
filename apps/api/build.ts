/** `pnpm --filter @portal/api build`: the production server in dist/ (see build-server.ts). */
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.ts';

await buildServer(fileURLToPath(new URL('./dist', import.meta.url)));
