import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#platform/db/free-port.ts';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '#platform/db/embedded-postgres.ts';
import { openStaffDatabase } from '#staff/open-staff-database.ts';

let dataDir: string;
let server: EmbeddedPostgresHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-ops-embedded-'));
  server = await startEmbeddedPostgres(dataDir, await freePort());
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the staff database', () => {
  it('joins the embedded PostgreSQL a running server started, and leaves it running when done', async () => {
    // A port of its own in the settings: the command must find the running cluster's port itself.
    const staff = await openStaffDatabase({
      databaseUrl: undefined,
      dataDir,
      embeddedPgPort: await freePort(),
    });
    expect(staff.embeddedFirstStart).toBe(false);
    await sql`create table staff_was_here (note text)`.execute(staff.kysely);
    await sql`insert into staff_was_here values ('hi')`.execute(staff.kysely);
    await staff.close();

    // The server's own connection still works (its database was not stopped under it) and sees
    // what the staff command wrote.
    const client = new Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query('select note from staff_was_here');
      expect(rows).toEqual([{ note: 'hi' }]);
    } finally {
      await client.end();
    }
  });
});
