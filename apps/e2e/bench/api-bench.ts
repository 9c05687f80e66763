/**
 * `pnpm bench api`: the API's throughput beside yardsticks run on the same machine at the same time
 * (DESIGN §7): a bare Fastify handler, a raw Fastify + pg handler doing GET /api/Mail's queries, our
 * /api/health, our GET /api/Mail?folder=-4 and our search, for demo@harbour.test. autocannon, 20
 * connections, each target in turn for a few seconds, three rounds; medians of the three. Our
 * GetAccount and forward Calculate are measured too, without a yardstick. Budget:
 * our mail list ≥ 90% of the raw handler's requests per second, p99 ≤ 50 ms.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '@portal/api/src/platform/db/free-port.ts';
import { runningEmbeddedUrl } from '@portal/api/src/staff/open-staff-database.ts';
import { printReport, progress, withBenchServer, type ReportRow } from './bench-server.ts';
import { signIn } from './sign-in.ts';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = 3;
const BUDGET = { ratio: 0.9, p99Ms: 50 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time the answering process spent per request, which load elsewhere barely moves. */
  cpuMs: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** What autocannon calls, and the process that answers it. */
interface Target {
  url: string;
  pid: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

async function run(
  { url, pid, method = 'GET', headers, body }: Target,
  cookie: string,
): Promise<Figures> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    method,
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...headers, cookie },
  });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: ((cpuSeconds(pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

/** Starts raw-server.ts on the server's database; answers its origin and how to stop it. */
async function startRawServer(databaseUrl: string) {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('./raw-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, RAW_PORT: String(port), RAW_DATABASE_URL: databaseUrl },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the raw server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

const rows: ReportRow[] = [];
await withBenchServer('api', async (server) => {
  const cookie = await signIn(server.origin, 'demo@harbour.test');
  const raw = await startRawServer(await runningEmbeddedUrl(server.dataDir));
  try {
    const get = async <T>(path: string) =>
      (await (await fetch(`${server.origin}${path}`, { headers: { cookie } })).json()) as T;
    const items = await get<{ mailId: number; status: number }[]>('/api/Mail?folder=-4');
    const [address] = await get<{ addressId: number }[]>('/api/Address');
    const quote = JSON.stringify({
      addressId: address?.addressId,
      mailIds: items
        .filter((item) => item.status !== 4)
        .slice(0, 2)
        .map((item) => item.mailId),
    });
    const write = { method: 'POST' as const, headers: { 'x-requested-with': 'XMLHttpRequest' } };
    const targets: Record<string, Target> = {
      'bare Fastify': { url: `${raw.origin}/bare`, pid: raw.pid },
      'raw Fastify + pg, the inbox': { url: `${raw.origin}/mail`, pid: raw.pid },
      'our GET /api/health': { url: `${server.origin}/api/health`, pid: server.pid },
      'our GET /api/Mail?folder=-4': {
        url: `${server.origin}/api/Mail?folder=-4`,
        pid: server.pid,
      },
      'our GET /api/mail/search': {
        url: `${server.origin}/api/mail/search?query=from`,
        pid: server.pid,
      },
      'our POST /api/account/GetAccount': {
        url: `${server.origin}/api/account/GetAccount`,
        pid: server.pid,
        ...write,
      },
      'our POST /api/forward/Calculate': {
        url: `${server.origin}/api/forward/Calculate`,
        pid: server.pid,
        ...write,
        headers: { ...write.headers, 'content-type': 'application/json' },
        body: quote,
      },
    };
    progress(`the inbox holds ${items.length} items; ${ROUNDS} rounds of ${SECONDS} s per target`);
    const runs = new Map<string, Figures[]>(Object.keys(targets).map((name) => [name, []]));
    // Round-robin, so a burst of load from elsewhere on the machine falls on every target alike.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, target] of Object.entries(targets)) {
        progress(`round ${round}: ${name}`);
        runs.get(name)!.push(await run(target, cookie));
      }
    }
    const medians = new Map(
      [...runs].map(([name, figures]) => [
        name,
        {
          rps: median(figures.map((f) => f.rps)),
          p50: median(figures.map((f) => f.p50)),
          p99: median(figures.map((f) => f.p99)),
          cpuMs: median(figures.map((f) => f.cpuMs)),
        },
      ]),
    );
    const rawMail = medians.get('raw Fastify + pg, the inbox')!.rps;
    const bare = medians.get('bare Fastify')!.rps;
    // Each of ours beside the yardstick doing the same work, where there is one.
    const yardstick: Record<string, [string, number]> = {
      'our GET /api/health': ['bare Fastify', bare],
      'our GET /api/Mail?folder=-4': ['raw Fastify + pg', rawMail],
    };
    for (const [name, { rps, p50, p99, cpuMs }] of medians) {
      const [against, base] = yardstick[name] ?? [];
      const ratio = base ? ` = ${((rps / base) * 100).toFixed(0)}% of ${against}` : '';
      const isMail = name.includes('/api/Mail');
      rows.push([
        `${name} (${CONNECTIONS} connections)`,
        `${Math.round(rps)} req/s${ratio}, p50 ${p50} ms, p99 ${p99} ms, CPU ${cpuMs.toFixed(2)} ms/req` +
          (isMail ? ` (budget ≥ ${BUDGET.ratio * 100}%, p99 ≤ ${BUDGET.p99Ms} ms)` : ''),
        !isMail || (rps >= BUDGET.ratio * rawMail && p99 <= BUDGET.p99Ms),
      ]);
    }
  } finally {
    await raw.stop();
  }
});
printReport(`API side by side: autocannon, median of ${ROUNDS} rounds of ${SECONDS} s`, rows);
