/**
 * `pnpm bench api`: the API's throughput beside yardsticks run on the same machine at the same time
 * (DESIGN §7): a bare Fastify handler, a raw Fastify + pg handler doing GET /api/Mail's queries, our
 * /api/health, and our costliest reads: GET /api/Mail?folder=-4 and forward Calculate for
 * demo@harbour.test, and search in a crowded mailbox of 10,000 items, as the inbox asks for its
 * first page. Our GetAccount is measured too. autocannon, 20 connections, each target in turn for a
 * few seconds, three rounds; medians of the three. Budgets (issue 40): p99 ≤ 50 ms for the list
 * and the quote, ≤ 100 ms for search; the list also ≥ 90% of the raw handler's requests per second.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '@portal/api/src/platform/db/free-port.ts';
import { runningEmbeddedUrl } from '@portal/api/src/staff/open-staff-database.ts';
import { printReport, progress, withBenchServer, type ReportRow } from './bench-server.ts';
import { signIn } from './sign-in.ts';
import { CROWDED_MEMBER, seedMailbox } from './seed-mailbox.ts';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = 3;
const MEMBER = 'demo@harbour.test';
const MAILBOX_ITEMS = 10_000;
/** One sender's letters, as a member looks for them: 111 of the crowded mailbox's items. */
const SEARCH = 'Sender 42';
/** The inbox's first page (features' MAIL_PAGE.first): what a search asks for first. */
const FIRST_PAGE = 200;

const RAW = 'raw Fastify + pg, the inbox';
const LIST = 'our GET /api/Mail?folder=-4';
const SEARCH_TARGET = 'our GET /api/mail/search';
const QUOTE = 'our POST /api/forward/Calculate';

/** The budgets of the costliest reads (issue 40, DESIGN §7). */
const BUDGETS: Record<string, { p99Ms: number; ratio?: number }> = {
  [LIST]: { p99Ms: 50, ratio: 0.9 },
  [SEARCH_TARGET]: { p99Ms: 100 },
  [QUOTE]: { p99Ms: 50 },
};

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
  /** The signed-in member calling it, when not demo@harbour.test. */
  cookie?: string;
}

async function run(
  { url, pid, method = 'GET', headers, body, ...target }: Target,
  member: string,
): Promise<Figures> {
  const cookie = target.cookie ?? member;
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
  await seedMailbox(server, MAILBOX_ITEMS);
  const cookie = await signIn(server.origin, MEMBER);
  const crowded = await signIn(server.origin, CROWDED_MEMBER);
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
      [RAW]: { url: `${raw.origin}/mail`, pid: raw.pid },
      'our GET /api/health': { url: `${server.origin}/api/health`, pid: server.pid },
      [LIST]: { url: `${server.origin}/api/Mail?folder=-4`, pid: server.pid },
      [SEARCH_TARGET]: {
        url: `${server.origin}/api/mail/search?${new URLSearchParams({ query: SEARCH, limit: String(FIRST_PAGE) })}`,
        pid: server.pid,
        cookie: crowded,
      },
      'our POST /api/account/GetAccount': {
        url: `${server.origin}/api/account/GetAccount`,
        pid: server.pid,
        ...write,
      },
      [QUOTE]: {
        url: `${server.origin}/api/forward/Calculate`,
        pid: server.pid,
        ...write,
        headers: { ...write.headers, 'content-type': 'application/json' },
        body: quote,
      },
    };
    progress(
      `the demo inbox holds ${items.length} items, the crowded mailbox ${MAILBOX_ITEMS}; ` +
        `${ROUNDS} rounds of ${SECONDS} s per target`,
    );
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
    const rawMail = medians.get(RAW)!;
    const bare = medians.get('bare Fastify')!.rps;
    const text = ({ rps, p50, p99, cpuMs }: Figures) =>
      `${Math.round(rps)} req/s, p50 ${p50} ms, p99 ${p99} ms, CPU ${cpuMs.toFixed(2)} ms/req`;
    for (const [name, figures] of medians) {
      const budget = BUDGETS[name];
      let value = text(figures);
      let ok = true;
      if (name === 'our GET /api/health') {
        value += ` = ${((figures.rps / bare) * 100).toFixed(0)}% of bare Fastify`;
      }
      if (budget) {
        // Each costly read beside the yardstick measured in the same run.
        const share = figures.rps / rawMail.rps;
        value +=
          ` = ${(share * 100).toFixed(0)}% of raw Fastify + pg (${text(rawMail)}); budget p99 ≤ ${budget.p99Ms} ms` +
          (budget.ratio ? `, ≥ ${budget.ratio * 100}% of raw` : '');
        ok = figures.p99 <= budget.p99Ms && share >= (budget.ratio ?? 0);
      }
      rows.push([`${name} (${CONNECTIONS} connections)`, value, ok]);
    }
  } finally {
    await raw.stop();
  }
});
printReport(`API side by side: autocannon, median of ${ROUNDS} rounds of ${SECONDS} s`, rows);
