import { ConfigError, loadConfig } from '#platform/config.ts';
import { refuseLocalLinks } from '#platform/public-urls.ts';
import { createStorage } from '#platform/storage/create-storage.ts';
import { runOps } from '#staff/ops-cli.ts';
import { openStaffDatabase, staffDatabaseUrl } from '#staff/open-staff-database.ts';

/** `pnpm --filter @portal/api ops <command>`: the staff command line (see ops-cli.ts). */
const config = loadConfig();
// Staff commands send emails too: in production their links need the brands' public addresses.
try {
  if (config.production) refuseLocalLinks();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Refusing to run: ${error.message}`);
  process.exit(1);
}

process.exitCode = await runOps(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  // pnpm runs the script in apps/api; file names are meant from where staff typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  async open() {
    const database = await openStaffDatabase(config);
    return {
      // The storage the server uses: its data folder, or the bucket S3_* name.
      ctx: { db: database.kysely, storage: createStorage(config.dataDir) },
      close: () => database.close(),
    };
  },
  async backupTarget() {
    return { databaseUrl: await staffDatabaseUrl(config), storage: createStorage(config.dataDir) };
  },
});
