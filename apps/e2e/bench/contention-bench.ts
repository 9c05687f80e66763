/**
 * `pnpm bench contention`: one member cannot slow down the rest (issue 33, decision 080). On the
 * real server with the demo data, Outback Post's demo member races 50 connections of mail changes
 * on the same items (cancel, shred, scan, move there and back) while Harbour Mail's demo member reads
 * the inbox over one connection. The reader is measured alone first, then beside the race.
 * Budgets: no 500 to anyone (a busy moment is 503 `busy_try_again`), every read answered 200, and
 * the reader's p99 under the race at most 3 × its p99 alone.
 */
import autocannon from 'autocannon';
import { printReport, progress, withBenchServer } from './bench-server.ts';

const SECONDS = Number(process.env.BENCH_CONTENTION_SECONDS ?? 8);
const RACERS = 50;
const PASSWORD = 'Demo!2026';
const BUDGET = { p99Ratio: 3 };
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const INBOX = -4;

async function signIn(origin: string, brand: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/Login?webpage=${brand}`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({
      EmailAddress: email,
      Password: PASSWORD,
      KeepLoggedIn: true,
      loginGuard: null,
    }),
  });
  const cookie = response.headers.getSetCookie().find((each) => each.includes('portal_session='));
  if (!response.ok || !cookie) throw new Error(`signing in ${email} answered ${response.status}`);
  return cookie.split(';')[0]!;
}

/** The racer's requests, which autocannon sends in turn on every connection. */
async function raceRequests(origin: string, cookie: string) {
  const call = async <T>(method: string, path: string) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const items = await call<{ mailId: number }[]>('GET', `/api/Mail?folder=${INBOX}`);
  const { folderId } = await call<{ folderId: number }>(
    'POST',
    '/api/Folder?folderName=Contention',
  );
  const mailIds = items.slice(0, 4).map((item) => item.mailId);
  if (mailIds.length < 2) throw new Error('the racer has too little demo mail to race on');
  const body = JSON.stringify({ mailIds });
  return [
    '/api/mail/CancelPending',
    '/api/mail/MarkPendingShred',
    `/api/mail/MoveToFolder?folderId=${folderId}`,
    `/api/mail/MoveToFolder?folderId=${INBOX}`,
    '/api/mail/MarkPendingScan',
    '/api/mail/CancelPending',
  ].map((path) => ({ method: 'POST' as const, path, body, headers: XHR }));
}

const statusCounts = (result: autocannon.Result) =>
  Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats,
    ).map(([status, { count }]) => [status, count]),
  );

await withBenchServer('contention', async (server) => {
  const harbour = server.origins.get('harbour-mail')!;
  const outback = server.origins.get('outback-post')!;
  const reader = await signIn(harbour, 'harbour-mail', 'demo@harbour.test');
  const racer = await signIn(outback, 'outback-post', 'demo@outback.test');
  const requests = await raceRequests(outback, racer);
  const read = () =>
    autocannon({
      url: `${harbour}/api/Mail?folder=${INBOX}`,
      connections: 1,
      duration: SECONDS,
      headers: { cookie: reader },
    });

  progress(`the reader alone, ${SECONDS} s`);
  await autocannon({
    url: `${harbour}/api/Mail?folder=${INBOX}`,
    amount: 50,
    headers: { cookie: reader },
  });
  const idle = await read();
  progress(`the reader beside ${RACERS} racing connections, ${SECONDS} s`);
  const [loaded, race] = await Promise.all([
    read(),
    autocannon({
      url: outback,
      connections: RACERS,
      duration: SECONDS,
      headers: { cookie: racer },
      requests,
    }),
  ]);

  const raceStatuses = statusCounts(race);
  const readStatuses = statusCounts(loaded);
  const fiveHundreds = race['5xx'] - (raceStatuses['503'] ?? 0) + loaded['5xx'];
  const ratio = loaded.latency.p99 / Math.max(idle.latency.p99, 1);
  printReport(`Lock contention (${RACERS} racing connections, ${SECONDS} s)`, [
    ['racer answers by status', JSON.stringify(raceStatuses), race.requests.total > 100],
    ['answers 500 or other 5xx but 503', String(fiveHundreds), fiveHundreds === 0],
    ['reader answers by status', JSON.stringify(readStatuses), loaded.non2xx === 0],
    ['reader p99 alone', `${idle.latency.p99} ms`, true],
    ['reader p99 beside the race', `${loaded.latency.p99} ms`, true],
    ['reader p99, race / alone', `${ratio.toFixed(1)} ×`, ratio <= BUDGET.p99Ratio],
  ]);
});
