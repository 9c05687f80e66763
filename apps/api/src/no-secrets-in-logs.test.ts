import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../test/api-test.ts';
import {
  auditOf,
  Browser,
  codeIn,
  createMember,
  linkParameter,
  outboxFor,
  WEBPAGE,
} from '../test/auth-fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { buildApp } from '#http/app.ts';
import { type Database } from '#platform/db/database.ts';
import { testStorage } from '../test/test-storage.ts';

let db: Database;
let app: FastifyInstance;
let logged = '';

useForFile(openTestDatabase, async (opened) => {
  ({ db } = opened);
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  // The most talkative level: whatever the server could ever log about these requests.
  app = await buildApp({
    storage: testStorage(),
    db,
    webRoot: null,
    logLevel: 'trace',
    logStream,
    development: true,
  });
});
afterAll(async () => {
  await app.close();
});

describe('logs and the audit log', () => {
  it('never contain a password, code, token or session cookie', async () => {
    const member = await createMember(db, { loginGuard: true });
    const newPassword = 'Fresh-Password-2026';
    const resetPassword = 'After-Reset-2026';
    const alex = new Browser(app);

    // Login from an unknown browser, then with the emailed login guard code.
    await alex.login(member.email, member.password);
    const [guardEmail] = await outboxFor(db, member.email);
    const guardCode = codeIn(guardEmail?.body_text ?? '');
    const linkToken = linkParameter(guardEmail?.links ?? [], '/authorise', 'q');
    const wrongCode = guardCode === '000000' ? '111111' : '000000';
    await alex.login(member.email, member.password, { loginGuard: wrongCode });
    const loggedIn = await alex.login(member.email, member.password, { loginGuard: guardCode });
    expect(loggedIn.json()).toMatchObject({ email: member.email });
    await alex.request('POST', `/api/Login/LoginGuardAuthorise?q=${linkToken}`);

    // ChangePassword carries both passwords in its query string.
    const changed = await alex.request(
      'POST',
      `/api/Account/ChangePassword?${new URLSearchParams({ oldPassword: member.password, newPassword })}`,
    );
    expect(changed.statusCode).toBe(204);

    // A reset request and the reset itself, with the emailed token.
    await alex.request(
      'POST',
      `/api/Account/SendResetPassword?${new URLSearchParams({ email: member.email, webpage: WEBPAGE })}`,
    );
    await app.afterResponse.settled();
    const [resetEmail] = await outboxFor(db, member.email);
    const resetToken = linkParameter(resetEmail?.links ?? [], '/ResetPassword', 'reset');
    const reset = await alex.request(
      'POST',
      `/api/Account/ResetPassword?${new URLSearchParams({ email: member.email, newPassword: resetPassword, resetCode: resetToken, webpage: WEBPAGE })}`,
    );
    expect(reset.statusCode).toBe(204);

    const secrets = {
      password: member.password,
      newPassword,
      resetPassword,
      guardCode,
      linkToken,
      resetToken,
      sessionCookie: alex.cookie('portal_session') ?? 'none',
      deviceCookie: alex.cookie('portal_device') ?? 'none',
    };
    // The log really holds these requests, with their secret query values masked.
    expect(logged).toContain('/api/Account/ChangePassword?oldPassword=***&newPassword=***');
    expect(logged).toContain('/api/Login/LoginGuardAuthorise?q=***');
    const audit = JSON.stringify(await auditOf(db, member.accountId));
    expect(audit).toContain('audit.passwordReset');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(logged, `${name} in the log`).not.toContain(secret);
      expect(audit, `${name} in the audit log`).not.toContain(secret);
    }
  });

  it('keep a secret in any query string out, even of requests that fail, and of their answers', async () => {
    const secret = 'S3cret-Query-Value-77';
    const failing = [
      `/api/Account/ResetPasswordd?newPassword=${secret}&webpage=${WEBPAGE}`,
      `/api/Account/ChangePassword?oldPassword=${secret}&newPassword=short`,
      `/api/Account/ResetPassword?email=not-an-email&newPassword=${secret}&resetCode=x&webpage=${WEBPAGE}`,
      `/api/Login/LoginGuardAuthorise?q=${secret}%00`,
    ];
    const browser = new Browser(app);
    for (const url of failing) {
      const response = await browser.request('POST', url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain(secret);
    }
    expect(logged).toContain('/api/Account/ResetPasswordd?newPassword=***');
    expect(logged).not.toContain(secret);
  });
});
