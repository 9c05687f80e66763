import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../src/platform/db/free-port.ts';

const run = promisify(execFile);

/** A throwaway cluster of Debian's PostgreSQL with a role `portal` that owns the databases made. */
export interface DebianPostgres {
  /** A new empty database owned by `portal`; answers its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts Debian's newest installed PostgreSQL on a free loopback port, as .ci/debian-postgres.sh
 * does, for tests that run its client programs (pg_dump, pg_restore), which must be at least the
 * server's version: the suite's embedded PostgreSQL 17 is newer than Debian 12's clients.
 * Loopback connections are trusted: the cluster lives for one test file.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error("Debian's PostgreSQL is not installed: apt-get install postgresql");
  }
  const bin = join('/usr/lib/postgresql', newest, 'bin');
  const dir = await mkdtemp(join(tmpdir(), 'portal-debian-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    const ids = async (flag: string) => Number((await run('id', [flag, owner])).stdout);
    await chown(dir, await ids('-u'), await ids('-g'));
  }
  const asOwner = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', owner, '--', join(bin, program), ...args], { cwd: dir })
      : run(join(bin, program), args);
  const port = await freePort();
  const data = join(dir, 'data');
  await asOwner('initdb', [
    '-D',
    data,
    '-U',
    owner,
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--auth=trust',
  ]);
  await asOwner('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off`,
  ]);
  const admin = async (statement: string) => {
    const client = new Client({
      connectionString: `postgres://${owner}@127.0.0.1:${port}/postgres`,
    });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin('create role portal login');
  return {
    async createDatabase() {
      const name = `backup_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name} owner portal`);
      return `postgres://portal@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
