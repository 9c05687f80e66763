import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#platform/db/free-port.ts';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-embedded-'));
  port = await freePort();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const postgresProcessesOn = (dir: string) => {
  const out = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes('postgres') && line.includes(dir));
};

async function query(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('creates a cluster on first start, keeps its data across restarts and leaves no process behind', async () => {
    const first = await startEmbeddedPostgres(dataDir, port);
    expect(first.firstStart).toBe(true);
    expect(await runningEmbeddedPostgres(dataDir)).toEqual(expect.any(Number));
    await query(
      first.url,
      "create table kept (value text); insert into kept values ('still here')",
    );
    expect((await stat(join(dataDir, 'postgres-password'))).mode & 0o777).toBe(0o600);
    await first.stop();

    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(await runningEmbeddedPostgres(dataDir)).toBeNull();
    expect(postgresProcessesOn(dataDir)).toEqual([]);

    const second = await startEmbeddedPostgres(dataDir, port);
    expect(second.firstStart).toBe(false);
    expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
    expect(await query(second.url, 'show server_version')).toEqual([
      { server_version: expect.stringMatching(/^17\./) },
    ]);
    await second.stop();
    expect(postgresProcessesOn(dataDir)).toEqual([]);
  });

  it('explains why it could not start instead of failing with a bare rejection', async () => {
    const blocker = await startEmbeddedPostgres(join(dataDir, 'other'), port);
    try {
      await expect(startEmbeddedPostgres(dataDir, port)).rejects.toThrow(
        /did not start on port \d+:[\s\S]*(already in use|Address)/,
      );
    } finally {
      await blocker.stop();
    }
  });
});

describe('embedded PostgreSQL in a process', () => {
  it("leaves the process's exit code alone, so a failing test run still fails", async () => {
    const script = [
      "import { startEmbeddedPostgres } from './src/platform/db/embedded-postgres.ts';",
      `const db = await startEmbeddedPostgres(${JSON.stringify(join(dataDir, 'exit-code'))}, ${port});`,
      'await db.stop();',
      'process.exitCode = 3;',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      {
        cwd: fileURLToPath(new URL('../../../', import.meta.url)),
        encoding: 'utf8',
      },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
