/**
 * The yardsticks of `pnpm bench api`, in a process of their own: a bare Fastify handler, and a raw
 * Fastify + pg handler doing what GET /api/Mail?folder=-4 does for a signed-in member (the session
 * lookup, then the inbox query, answered as the same JSON) with none of the portal's layers. Listens
 * on RAW_PORT, queries RAW_DATABASE_URL with a pool as large as the server's.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
const app = Fastify();

app.get('/bare', async () => ({ status: 'ok' }));

const SESSION = `
  select sessions.account_id from sessions
  join accounts on accounts.account_id = sessions.account_id
  where sessions.token_sha256 = $1 and accounts.closed_at is null and sessions.expires_at > now()
    and (sessions.persistent or sessions.last_seen_at > now() - interval '30 minutes')`;

const INBOX = `
  select mail_id, name, status, mail_action, mail_type, date_scanned, date_received, weight_grams,
    blurb, read, folder_id
  from mail_items
  where account_id = $1
    and (recycled_at is null or recycled_at > now() - make_interval(days => 30))
    and recycled_at is null and folder_id is null and status <> 4
  order by date_received desc, mail_id desc`;

interface InboxRow {
  mail_id: number;
  name: string;
  status: number;
  mail_action: number | null;
  mail_type: number;
  date_scanned: Date | null;
  date_received: Date;
  weight_grams: number;
  blurb: string;
  read: boolean;
  folder_id: number | null;
}

app.get('/mail', async (request, reply) => {
  const token = /portal_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send();
  const tokenSha256 = createHash('sha256').update(token).digest('hex');
  const session = await pool.query<{ account_id: number }>(SESSION, [tokenSha256]);
  if (!session.rows[0]) return reply.code(401).send();
  const { rows } = await pool.query<InboxRow>(INBOX, [session.rows[0].account_id]);
  return rows.map((row) => ({
    mailId: row.mail_id,
    name: row.name,
    status: row.status,
    mailActions: row.mail_action,
    mailType: row.mail_type,
    dateScanned: (row.date_scanned ?? row.date_received).toISOString(),
    weight: row.weight_grams,
    blurb: row.blurb || null,
    read: row.read,
    folderId: row.folder_id,
  }));
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.RAW_PORT) });
process.send?.('listening');
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
