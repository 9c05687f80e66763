import { describe, expect, it } from 'vitest';
import { loadConfig, refuseDevelopmentStandIns } from '#platform/config.ts';

describe('loadConfig', () => {
  it('defaults to development: plain cookies, the outbox, no trusted proxy', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      secureCookies: false,
      smtpUrl: undefined,
      trustProxy: false,
    });
  });

  it('turns on secure cookies and turns off development aids in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      secureCookies: true,
    });
  });

  it('allows secure cookies outside production, for a development server behind HTTPS', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' })).toMatchObject({
      production: false,
      secureCookies: true,
    });
  });

  it('reads the SMTP server and the proxies to trust', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    expect(config.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(config.trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('seeds the demo members only in development, or in production when asked', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(
      'SEED_DEMO must be true or false, got "yes"',
    );
  });

  it('reads a hop count as a number, and turns the API reference off in production', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).allowSandboxPayments).toBe(false);
  });

  it('waits an hour before reclaiming unreferenced uploads, and never less than 5 minutes', () => {
    expect(loadConfig({}).storageGraceMinutes).toBe(60);
    expect(loadConfig({ STORAGE_GRACE_MINUTES: '180' }).storageGraceMinutes).toBe(180);
    for (const text of ['4', '0', '-60', '1.5', 'hour']) {
      expect(() => loadConfig({ STORAGE_GRACE_MINUTES: text }), text).toThrow(
        `STORAGE_GRACE_MINUTES must be a whole number of at least 5, got "${text}"`,
      );
    }
  });

  it("reads the limits of members' transactions, 2 s / 10 s / 3 places unless set", () => {
    expect(loadConfig({}).transactionLimits).toEqual({
      lockTimeoutMs: 2_000,
      statementTimeoutMs: 10_000,
      perMember: 3,
    });
    expect(
      loadConfig({
        DB_LOCK_TIMEOUT_MS: '500',
        DB_STATEMENT_TIMEOUT_MS: '30000',
        MEMBER_CONCURRENT_CHANGES: '4',
      }).transactionLimits,
    ).toEqual({ lockTimeoutMs: 500, statementTimeoutMs: 30_000, perMember: 4 });
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: '2s' })).toThrow(
      'DB_LOCK_TIMEOUT_MS must be a whole number of at least 1, got "2s"',
    );
    expect(() => loadConfig({ MEMBER_CONCURRENT_CHANGES: '0' })).toThrow(
      'MEMBER_CONCURRENT_CHANGES must be a whole number of at least 1, got "0"',
    );
  });

  it('gives SIGTERM 25 s for the work in hand unless SHUTDOWN_GRACE_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(25);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '55' }).shutdownGraceSeconds).toBe(55);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(
      'SHUTDOWN_GRACE_SECONDS must be a whole number of at least 1, got "0"',
    );
  });

  it('lingers 2 s answering 503 before it stops listening unless SHUTDOWN_LINGER_MS says otherwise', () => {
    expect(loadConfig({}).shutdownLingerMs).toBe(2000);
    expect(loadConfig({ SHUTDOWN_LINGER_MS: '0' }).shutdownLingerMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_LINGER_MS: '1.5' })).toThrow(
      'SHUTDOWN_LINGER_MS must be a whole number of at least 0, got "1.5"',
    );
  });

  it('sheds load past 1 s of event loop delay unless LOAD_SHED_* say otherwise; 0 turns a check off', () => {
    expect(loadConfig({}).loadLimits).toEqual({
      maxEventLoopDelayMs: 1_000,
      maxHeapUsedMb: 0,
      retryAfterSeconds: 5,
    });
    expect(
      loadConfig({
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
        LOAD_SHED_HEAP_USED_MB: '1536',
        LOAD_SHED_RETRY_AFTER_SECONDS: '30',
      }).loadLimits,
    ).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedMb: 1536, retryAfterSeconds: 30 });
    expect(() => loadConfig({ LOAD_SHED_RETRY_AFTER_SECONDS: '0' })).toThrow(
      'LOAD_SHED_RETRY_AFTER_SECONDS must be a whole number of at least 1, got "0"',
    );
    expect(() => loadConfig({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '1s' })).toThrow(
      'LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of at least 0, got "1s"',
    );
  });

  it('reads METRICS_TOKEN, refusing one short enough to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'f3a9c2e17b5d4e08a6c1';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const text of ['secret', 'a token with spaces in it']) {
      expect(() => loadConfig({ METRICS_TOKEN: text }), text).toThrow(
        'METRICS_TOKEN must be at least 16 characters without spaces',
      );
    }
  });
});

describe('refuseDevelopmentStandIns', () => {
  const live = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
    TRUST_PROXY: '10.0.0.0/8',
  };
  const refusal = (env: NodeJS.ProcessEnv) => () => refuseDevelopmentStandIns(loadConfig(env));

  it('lets a production configuration without stand-ins start, and development start bare', () => {
    expect(refusal(live)).not.toThrow();
    expect(refusal({ ...live, TRUST_PROXY: '1' })).not.toThrow();
    expect(refusal({})).not.toThrow();
    expect(refusal({ TRUST_PROXY: 'true' })).not.toThrow();
  });

  it('names the variable and what to set for each stand-in production refuses', () => {
    expect(refusal({ ...live, DATABASE_URL: '' })).toThrow(
      /^DATABASE_URL is not set.*Set DATABASE_URL=postgres:/,
    );
    expect(refusal({ ...live, TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY=true .*Set TRUST_PROXY to your proxies' addresses or CIDRs/,
    );
    expect(refusal({ ...live, SMTP_URL: '' })).toThrow(/^SMTP_URL is not set.*Set SMTP_URL=smtps:/);
  });
});
