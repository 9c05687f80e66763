import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/member-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { stripeCardProvider } from '#platform/payments/stripe-card-provider.ts';

let api: TestApp;
let production: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'portal-headers-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  api = await startTestApp({
    webRoot,
    logLevel: 'warn',
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  production = await startTestApp({ webRoot, production: true, development: false });
});
afterAll(async () => {
  await api.close();
  await production.close();
});

const page = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('a page of the brand app', () => {
  it('carries a strict CSP, nosniff, no framing and a referrer policy', async () => {
    const response = await page(api, '/Login');
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "worker-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        'report-uri /csp-report',
      ]),
    );
    expect(csp.join(';')).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no Referer from pages whose link carries a secret', async () => {
    for (const url of [
      '/ResetPassword?reset=abc&email=a%40b.test',
      '/authorise?q=x',
      '/verify?q=y',
    ]) {
      const response = await page(api, url);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('lets only the verification pages use the camera', async () => {
    for (const url of ['/Members/Account/Verification', '/Members/PhotoVerification']) {
      expect((await page(api, url)).headers['permissions-policy'], url).toContain('camera=(self)');
    }
    expect(
      (await page(api, '/Members/PhotoVerification/')).headers['permissions-policy'],
    ).toContain('camera=(self)');
    expect((await page(api, '/Members/Account')).headers['permissions-policy']).toContain(
      'camera=()',
    );
  });

  it('lets Stripe.js load its card fields only on a server whose cards go through Stripe', async () => {
    const sandboxCsp = String((await page(api, '/Login')).headers['content-security-policy']);
    expect(sandboxCsp).not.toContain('stripe.com');
    const stripe = await startTestApp({
      cards: stripeCardProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' }),
    });
    try {
      const csp = String((await page(stripe, '/Login')).headers['content-security-policy']);
      const directive = (name: string) =>
        csp.split(';').find((each) => each.trim().startsWith(name));
      expect(directive('script-src')).toContain('https://js.stripe.com');
      expect(directive('frame-src')).toContain('https://hooks.stripe.com');
      expect(directive('connect-src')).toContain('https://api.stripe.com');
    } finally {
      await stripe.close();
    }
  });

  it('asks for HTTPS only in production', async () => {
    const response = await page(production, '/Login');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('an API answer', () => {
  it('is never stored, signed in or not, whatever the path spelling', async () => {
    const member = await newMember(api);
    for (const url of ['/api/account/GetAccount', '/API/ACCOUNT/getaccount']) {
      const response = await member.call('POST', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const refused = await page(api, '/api/Alert');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the CSP report endpoint', () => {
  const report = (ip: string) =>
    api.app.inject({
      method: 'POST',
      url: '/csp-report',
      remoteAddress: ip,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:3000/ResetPassword?reset=secret-token',
          'blocked-uri': 'inline',
          'effective-directive': 'script-src-elem',
        },
      }),
    });

  it('logs a violation without the secret in its page URL, with no CSRF header needed', async () => {
    const response = await report('198.51.100.1');
    expect(response.statusCode).toBe(204);
    const logged = logLines.find((line) => line.includes('Content-Security-Policy violation'));
    expect(logged).toContain('script-src-elem');
    expect(logged).toContain('reset=***');
    expect(logged).not.toContain('secret-token');
  });

  it('lists what it received at /dev/csp-reports.json in development only', async () => {
    const listed = await api.app.inject({ method: 'GET', url: '/dev/csp-reports.json' });
    expect(listed.json()).toContainEqual({
      documentUrl: 'http://localhost:3000/ResetPassword?reset=***',
      blocked: 'inline',
      directive: 'script-src-elem',
    });
    // In production the path is only the brand app's client-side fallback page.
    const inProduction = await production.app.inject({
      method: 'GET',
      url: '/dev/csp-reports.json',
    });
    expect(inProduction.headers['content-type']).toContain('text/html');
  });

  it('is limited per IP', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 61; sent++) statuses.push((await report('198.51.100.2')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    const refused = await report('198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
