import { execFile } from 'node:child_process';
import { access, constants, readdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { StaffError } from '#staff/staff-context.ts';

const run = promisify(execFile);

/** Where Debian installs each major version's client programs, beside the one on PATH. */
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

export interface PostgresTool {
  path: string;
  /** As the program reports it, e.g. `15.14`. */
  version: string;
  major: number;
}

/**
 * The newest `pg_dump` or `pg_restore` installed, which must be at least the server's major
 * version: an older pg_dump refuses a newer server, and an older pg_restore cannot read what it wrote.
 */
export async function postgresTool(
  name: 'pg_dump' | 'pg_restore',
  server: { major: number; version: string },
): Promise<PostgresTool> {
  return newEnough(name, await installedTools(name), server);
}

/** Of the tools found, the newest, refused with what to install when it cannot serve the server. */
export function newEnough(
  name: string,
  tools: readonly PostgresTool[],
  server: { major: number; version: string },
): PostgresTool {
  const newest = [...tools].sort((a, b) => b.major - a.major)[0];
  if (!newest) {
    throw new StaffError(
      `No ${name} found on PATH or under ${DEBIAN_VERSIONS}: install PostgreSQL's client programs ` +
        `(Debian: apt-get install postgresql-client-${server.major})`,
    );
  }
  if (newest.major < server.major) {
    throw new StaffError(
      `${name} ${newest.version} (${newest.path}) is older than the database server ` +
        `(PostgreSQL ${server.version}) and cannot ${name === 'pg_dump' ? 'dump' : 'restore into'} ` +
        `it: install postgresql-client-${server.major}`,
    );
  }
  return newest;
}

async function installedTools(name: string): Promise<PostgresTool[]> {
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debian = await readdir(DEBIAN_VERSIONS).then(
    (versions) => versions.map((version) => join(DEBIAN_VERSIONS, version, 'bin')),
    () => [],
  );
  const tools = await Promise.all(
    [...new Set([...onPath, ...debian].map((dir) => join(dir, name)))].map(async (path) => {
      if (
        !(await access(path, constants.X_OK).then(
          () => true,
          () => false,
        ))
      )
        return null;
      // "pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)"
      const { stdout } = await run(path, ['--version']).catch(() => ({ stdout: '' }));
      const version = /\(PostgreSQL\) (\d+)(\.\d+)?/.exec(stdout);
      return version
        ? { path, version: `${version[1]}${version[2] ?? ''}`, major: Number(version[1]) }
        : null;
    }),
  );
  return tools.filter((tool) => tool !== null);
}

/** The server's version, e.g. `{ major: 15, version: '15.14' }`. */
export async function serverVersion(client: {
  query(text: string): Promise<{ rows: Record<string, string>[] }>;
}): Promise<{ major: number; version: string }> {
  const { rows } = await client.query(
    `select current_setting('server_version_num') as num, current_setting('server_version') as version`,
  );
  return {
    major: Math.floor(Number(rows[0]!.num) / 10_000),
    version: rows[0]!.version!.split(' ')[0]!,
  };
}

/**
 * Runs a PostgreSQL client program on the database of `databaseUrl`. The password goes in the
 * environment, not the command line, where any user of the machine could read it.
 */
export async function runPostgresTool(
  tool: PostgresTool,
  databaseUrl: string,
  args: readonly string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(tool.path, [...args, `--dbname=${url}`], {
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new StaffError(`${tool.path} failed: ${stderr || (error as Error).message}`);
  }
}
