import { join } from 'node:path';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { describeSeed, seedDemoData } from '#seed/demo-seed.ts';
import { localDiskStorage } from '#storage/storage.ts';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({
  db,
  storage: localDiskStorage(join(config.dataDir, 'storage')),
  webRoot: config.webRoot,
  logLevel: config.logLevel,
  secureCookies: config.secureCookies,
  development: !config.production,
  trustProxy: config.trustProxy,
  smtpUrl: config.smtpUrl,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: stopping`);
  await app.close();
  await db.close();
  process.exit(0);
}
// Ctrl-C reaches both pnpm and the server, and pnpm passes it on again: later signals are ignored.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stop(signal));
}

try {
  // A newcomer's first `pnpm start` opens a portal they can sign in to (README, "Demo accounts").
  if (db.embeddedFirstStart) app.log.info(describeSeed(await seedDemoData(db.kysely)));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Portal ready at http://localhost:${config.port}`);
} catch (error) {
  app.log.error(error);
  await db.close();
  process.exit(1);
}
