import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ db, webRoot: config.webRoot, logLevel: config.logLevel });

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
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Portal ready at http://localhost:${config.port}`);
} catch (error) {
  app.log.error(error);
  await db.close();
  process.exit(1);
}
