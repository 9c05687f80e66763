import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides passwords, codes and emailed tokens carried in query strings', () => {
    expect(
      redactUrl('/api/Account/ChangePassword?oldPassword=Demo!2026&newPassword=N3w!pass'),
    ).toBe('/api/Account/ChangePassword?oldPassword=***&newPassword=***');
    expect(
      redactUrl(
        '/api/Account/ResetPassword?email=a%40b.test&newPassword=x&resetCode=abc&webpage=harbour-mail',
      ),
    ).toBe(
      '/api/Account/ResetPassword?email=a%40b.test&newPassword=***&resetCode=***&webpage=harbour-mail',
    );
    expect(redactUrl('/api/Login/LoginGuardAuthorise?q=123456')).toBe(
      '/api/Login/LoginGuardAuthorise?q=***',
    );
    expect(redactUrl('/api/verification/Sms?mobileNumber=%2B61400000000')).toBe(
      '/api/verification/Sms?mobileNumber=***',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/Audit?page=0&pageSize=20')).toBe('/api/Audit?page=0&pageSize=20');
    expect(redactUrl('/Members/Account')).toBe('/Members/Account');
  });
});
