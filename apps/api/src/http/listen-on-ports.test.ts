import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { testStorage } from '../../test/test-storage.ts';
import { buildApp } from '#http/app.ts';
import { type Database } from '#platform/db/database.ts';
import { freePort } from '#platform/db/free-port.ts';
import { listenOnPorts } from '#http/listen-on-ports.ts';

let db: Database;
let app: FastifyInstance;
let closeOtherPorts: () => Promise<void>;
const ports: Record<'harbour' | 'sakura', number> = { harbour: 0, sakura: 0 };

/** A brand build as Vite leaves it: its page and one hashed asset of its own. */
async function brandBuild(title: string, asset: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'portal-brand-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  await writeFile(join(root, 'assets', asset), `console.log(${JSON.stringify(title)})`);
  return root;
}

useForFile(openTestDatabase, async (opened) => {
  ({ db } = opened);
  ports.harbour = await freePort();
  ports.sakura = await freePort();
  const webRoot = new Map([
    [ports.harbour, await brandBuild('Harbour Mail', 'harbour-abc.js')],
    [ports.sakura, await brandBuild('Sakura Box', 'sakura-def.js')],
  ]);
  app = await buildApp({ storage: testStorage(), db, webRoot, logLevel: 'silent' });
  closeOtherPorts = await listenOnPorts(app, '127.0.0.1', [ports.harbour, ports.sakura]);
});
afterAll(async () => {
  await closeOtherPorts();
  await app.close();
});

const get = (brand: keyof typeof ports, path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${ports[brand]}${path}`, { method });

describe('one app on every brand’s port', () => {
  it('serves each port its own brand’s page and assets, and the same API', async () => {
    expect(await (await get('harbour', '/Login')).text()).toContain('<title>Harbour Mail</title>');
    expect(await (await get('sakura', '/Login')).text()).toContain('<title>Sakura Box</title>');
    expect(await (await get('sakura', '/')).text()).toContain('<title>Sakura Box</title>');
    const own = await get('sakura', '/assets/sakura-def.js');
    expect(own.headers.get('cache-control')).toContain('immutable');
    expect(await own.text()).toBe('console.log("Sakura Box")');
    // Another brand's asset is not this port's: missing here, as any asset the build lacks.
    expect((await get('harbour', '/assets/sakura-def.js')).status).toBe(404);
    for (const brand of ['harbour', 'sakura'] as const) {
      expect(await (await get(brand, '/api/health')).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
    }
  });

  it('answers HEAD on every port as GET, without the body', async () => {
    const head = await get('sakura', '/Members/Inbox', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(await head.text()).toBe('');
  });

  it('stops listening on the other ports when asked', async () => {
    const port = await freePort();
    const other = await buildApp({ storage: testStorage(), db, webRoot: null, logLevel: 'silent' });
    const close = await listenOnPorts(other, '127.0.0.1', [await freePort(), port]);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await close();
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
