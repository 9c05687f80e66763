import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { type TestApp } from '../../test/test-app.ts';
import { buildApp } from '#http/app.ts';
import { outboxEmail, outboxSms } from '#platform/messages/messages.ts';
import { testStorage } from '../../test/test-storage.ts';

let api: TestApp;
useTestApp(async (started) => {
  api = started;
  await outboxEmail(api.db.kysely).send({
    webpage: 'harbour-mail',
    to: 'alex@mail.test',
    subject: 'Your <b>login</b> code',
    text: 'Your code is 482913. Suite HM123456 is not a code.\n\nhttp://localhost:3000/authorise?q=abc',
    links: ['http://localhost:3000/authorise?q=abc'],
  });
  await outboxSms(api.db.kysely).send({
    webpage: 'harbour-mail',
    to: '+61412345678',
    text: 'Harbour Mail code: 907153',
  });
});

describe('GET /dev/outbox.json', () => {
  it('lists every message newest first, with its links and codes', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    const [sms, email] = response.json();
    expect(sms).toMatchObject({ channel: 'sms', to: '+61412345678', codes: ['907153'] });
    expect(email).toMatchObject({
      channel: 'email',
      webpage: 'harbour-mail',
      to: 'alex@mail.test',
      subject: 'Your <b>login</b> code',
      links: ['http://localhost:3000/authorise?q=abc'],
      codes: ['482913'],
    });
    expect(new Date(email.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('narrows the list to one recipient with ?to=', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/dev/outbox.json?to=alex%40mail.test',
    });
    expect(response.json().map((message: { to: string }) => message.to)).toEqual([
      'alex@mail.test',
    ]);
  });
});

describe('GET /dev/outbox', () => {
  it('shows the messages as a page with clickable links and escaped text', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Your &lt;b&gt;login&lt;/b&gt; code');
    expect(response.body).not.toContain('<b>login</b>');
    expect(response.body).toContain(
      '<a href="http://localhost:3000/authorise?q=abc">http://localhost:3000/authorise?q=abc</a>',
    );
    expect(response.body).toContain('<strong class="code">482913</strong>');
    expect(response.body.indexOf('907153')).toBeLessThan(response.body.indexOf('482913'));
  });
});

describe('outside development', () => {
  it('does not exist', async () => {
    const production = await buildApp({
      storage: testStorage(),
      db: api.db,
      webRoot: null,
      logLevel: 'silent',
    });
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    await production.close();
  });
});
