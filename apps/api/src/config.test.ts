import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';

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
});
