/**
 * The server process under NODE_ENV=production (decision 070): development stand-ins stop the start
 * with one line naming the variable; with live provider keys (answered by local fakes of Stripe's
 * and PayPal's APIs) it starts, keeps its development pages shut, and the sandboxes' play money
 * buys nothing.
 */
import { sandboxToken } from '@portal/domain/sandbox-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useForFile } from '../test/api-test.ts';
import { createMember } from '../test/auth-fixtures.ts';
import { productionEnv, spawnServer, type ServerProcess } from '../test/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { XHR } from '../test/test-app.ts';
import { type Database } from '#platform/db/database.ts';
import {
  fakeProviderServer,
  type ReceivedRequest,
} from '#platform/payments/fake-provider-server.ts';

let testDb: TestDatabase;
let db: Database;
let providers: Awaited<ReturnType<typeof fakeProviderServer>>;
const started: ServerProcess[] = [];

/** Stripe's and PayPal's answers for a card the member's bank accepts and an order PayPal lacks. */
function providerApi(request: ReceivedRequest) {
  if (request.path === '/v1/oauth2/token') {
    return { status: 200, body: { access_token: 'paypal-token', expires_in: 3600 } };
  }
  if (request.path.startsWith('/v2/checkout/orders/')) {
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  }
  if (request.path === '/v1/customers') return { status: 200, body: { id: 'cus_live1' } };
  if (request.path === '/v1/setup_intents') {
    return {
      status: 200,
      body: { status: 'succeeded', payment_method: { card: { last4: '4242' } } },
    };
  }
  if (request.path === '/v1/payment_intents') {
    return {
      status: 200,
      body: {
        id: 'pi_live1',
        status: 'succeeded',
        latest_charge: { payment_method_details: { card: { last4: '4242' } } },
      },
    };
  }
  return { status: 404, body: {} };
}

useForFile(openTestDatabase, async (opened) => {
  testDb = opened;
  ({ db } = opened);
  providers = await fakeProviderServer(providerApi);
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await providers.close();
});

const liveEnv = () => productionEnv(testDb.url, providers.url);

async function start(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await spawnServer(env);
  started.push(server);
  return server;
}

/** Starts the server with `env` and expects it to refuse: its exit code and what it wrote. */
async function refusal(env: NodeJS.ProcessEnv) {
  const server = await start(env);
  const code = await server.exited;
  return { code, lines: server.log.filter((line) => line.trim() !== '') };
}

describe('a production start', () => {
  it('is refused with sandbox payment providers, naming the keys to set', async () => {
    const env = await liveEnv();
    const { code, lines } = await refusal({
      ...env,
      PAYPAL_CLIENT_ID: '',
      PAYPAL_CLIENT_SECRET: '',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Refusing to start: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set: .*sandbox.*ALLOW_SANDBOX_PAYMENTS=true on a staging server only/,
      ),
    ]);
  });

  it('is refused with TRUST_PROXY=true, naming what to set instead', async () => {
    const { code, lines } = await refusal({ ...(await liveEnv()), TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Refusing to start: TRUST_PROXY=true .*addresses or CIDRs .* or to the number of proxies/,
      ),
    ]);
  });

  it('is refused without a mail transport or an external database', async () => {
    const noSmtp = await refusal({ ...(await liveEnv()), SMTP_URL: '' });
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.lines).toEqual([
      expect.stringMatching(/^Refusing to start: SMTP_URL is not set: .*Set SMTP_URL=/),
    ]);
    const noDatabase = await refusal({ ...(await liveEnv()), DATABASE_URL: '' });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.lines).toEqual([
      expect.stringMatching(/^Refusing to start: DATABASE_URL is not set: .*Set DATABASE_URL=/),
    ]);
  });

  it("is refused without every brand's public address, which its emails' links start at", async () => {
    const { code, lines } = await refusal({ ...(await liveEnv()), PUBLIC_URL_OUTBACK_POST: '' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Refusing to start: PUBLIC_URL_OUTBACK_POST is not set \(Outback Post\)\. Emails would link to this machine/,
      ),
    ]);
  });

  // Its server starts whole (migrations, routes compiled): up to ready()'s 60 s on a busy machine.
  it('starts on sandboxes only when a staging server allows them, with a warning', async () => {
    const env = await liveEnv();
    const server = await start({
      ...env,
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      API_DOCS: 'true',
    });
    await server.ready();
    const warnings = server.log
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40 && entry.msg.includes('ALLOW_SANDBOX_PAYMENTS=true'));
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS=true: cards go to the SANDBOX/),
      }),
    ]);
    // API_DOCS=true opens the reference in production; the outbox stays shut regardless.
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/api/docs`)).status).toBe(200);
    expect((await fetch(`${base}/dev/outbox.json`)).status).toBe(404);
    await server.stop();
  }, 90_000);
});

describe('a production server with live provider keys', () => {
  let server: ServerProcess;
  let base: string;
  let cookie: string;
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...XHR,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const balance = async () =>
    (
      (await (await post('/api/account/GetAccount?webpage=harbour-mail')).json()) as {
        balance: number;
      }
    ).balance;

  beforeAll(async () => {
    server = await start(await liveEnv());
    await server.ready();
    base = `http://127.0.0.1:${server.port}`;
    const member = await createMember(db, { termsAccepted: true });
    cookie = '';
    const login = await post('/api/Login?webpage=harbour-mail', {
      EmailAddress: member.email,
      Password: member.password,
      KeepLoggedIn: false,
      loginGuard: null,
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^__Host-portal_session=/);
  });
  afterAll(() => server.stop());

  it('keeps the API reference, the development pages and (without METRICS_TOKEN) /metrics shut', async () => {
    const shut = ['/api/docs', '/api/docs/json', '/dev/outbox', '/dev/outbox.json', '/metrics'];
    for (const path of shut) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('credits nothing for a sandbox PayPal order id', async () => {
    const before = await balance();
    const verify = await post(
      '/api/paypal/verify?webpage=harbour-mail&orderId=SANDBOX-200-a1',
      undefined,
      {
        'idempotency-key': 'paypal-sandbox-order',
      },
    );
    expect(verify.status).toBe(200);
    expect(await verify.json()).toBe(false);
    expect(await balance()).toBe(before);
    // PayPal itself was asked, and said it has no such order.
    expect(providers.received.map((request) => request.path)).toContain(
      '/v2/checkout/orders/SANDBOX-200-a1',
    );
  });

  it('charges nothing to a sandbox card token, and charges a Stripe card through Stripe', async () => {
    const before = await balance();
    const updateCard = (sourceToken: string, key: string) =>
      post(
        '/api/Payment/UpdateCard?webpage=harbour-mail',
        {
          cardName: 'Alex Chen',
          autoTopUpAmount: 50,
          sourceToken,
          chargeNow: true,
          chargeAmount: 10000,
        },
        { 'idempotency-key': key },
      );
    const sandbox = await updateCard(
      sandboxToken('4242424242424242') ?? '',
      'sandbox-card-attempt',
    );
    expect(sandbox.status).toBe(200);
    expect(await sandbox.json()).toBe(false);
    expect(await balance()).toBe(before);
    const stripeCalls = () =>
      providers.received.filter((request) => !/^\/v1\/oauth2|^\/v2\//.test(request.path));
    // Stripe was never asked: a sandbox token is not a PaymentMethod it could hold.
    expect(stripeCalls()).toEqual([]);

    // The same call with a Stripe PaymentMethod goes through the provider's API.
    const stripe = await updateCard('pm_card_visa', 'stripe-card-attempt');
    expect(await stripe.json()).toBe(true);
    expect(await balance()).toBe(before + 10000);
    expect(stripeCalls().map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/setup_intents',
      '/v1/payment_intents',
    ]);
  });
});
