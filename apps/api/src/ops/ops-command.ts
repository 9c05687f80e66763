import { join } from 'node:path';
import { loadConfig } from '#config.ts';
import { runOps } from '#ops/ops-cli.ts';
import { openStaffDatabase } from '#ops/open-staff-database.ts';
import { localDiskStorage } from '#storage/storage.ts';

/** `pnpm --filter @portal/api ops <command>`: the staff command line (see ops-cli.ts). */
process.exitCode = await runOps(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  // pnpm runs the script in apps/api; file names are meant from where staff typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  async open() {
    const config = loadConfig();
    const database = await openStaffDatabase(config);
    return {
      ctx: { db: database.kysely, storage: localDiskStorage(join(config.dataDir, 'storage')) },
      close: () => database.close(),
    };
  },
});
