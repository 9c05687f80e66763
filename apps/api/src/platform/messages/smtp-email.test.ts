import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, outboxFor, WEBPAGE } from '../../../test/auth-fixtures.ts';
import { startTestApp, XHR, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '#http/app.ts';
import { smtpEmail } from '#platform/messages/smtp-email.ts';
import { testStorage } from '../../../test/test-storage.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321, no TLS or auth) to receive what nodemailer sends. */
function fakeSmtpServer(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.replace(/^\./, '')}\n`;
          continue;
        }
        switch (line.slice(0, 4).toUpperCase()) {
          case 'MAIL':
            current.from = line;
            break;
          case 'RCPT':
            current.to.push(line);
            break;
          case 'DATA':
            inData = true;
            socket.write('354 go ahead\r\n');
            continue;
          case 'QUIT':
            socket.end('221 bye\r\n');
            return;
        }
        socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, received });
    });
  });
}

let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
let api: TestApp;
beforeAll(async () => {
  smtp = await fakeSmtpServer();
  api = await startTestApp();
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe('the SMTP email provider', () => {
  it("sends from the brand's name and address, with text and HTML parts", async () => {
    await smtpEmail(smtp.url).send({
      webpage: WEBPAGE,
      to: 'alex@mail.test',
      replyTo: 'member@mail.test',
      subject: 'Hello from the portal',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
    const message = smtp.received.at(-1);
    expect(message?.from).toBe('MAIL FROM:<support@harbour.test>');
    expect(message?.to).toEqual(['RCPT TO:<alex@mail.test>']);
    expect(message?.data).toContain('From: Harbour Mail <support@harbour.test>');
    expect(message?.data).toContain('Reply-To: member@mail.test');
    expect(message?.data).toContain('Subject: Hello from the portal');
    expect(message?.data).toContain('multipart/alternative');
    expect(message?.data).toContain('<p>Plain words</p>');
  });

  it('attaches files, each with its name and type', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 scan');
    await smtpEmail(smtp.url).send({
      webpage: WEBPAGE,
      to: 'accountant@mail.test',
      subject: 'Scans',
      text: 'Attached.',
      attachments: [{ filename: '42 Notice.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const data = smtp.received.at(-1)?.data ?? '';
    expect(data).toContain('multipart/mixed');
    expect(data).toMatch(/Content-Type: application\/pdf; name="?42 Notice\.pdf"?/);
    expect(data).toContain(Buffer.from(pdf).toString('base64'));
  });

  it('fails for a brand it does not know, rather than sending unbranded mail', async () => {
    await expect(
      smtpEmail(smtp.url).send({ webpage: 'nobody', to: 'a@mail.test', subject: 's', text: 't' }),
    ).rejects.toThrow('No brand "nobody"');
  });

  it('is what the app sends with when SMTP_URL is set, instead of the outbox', async () => {
    const member = await createMember(api.db);
    const app = await buildApp({
      storage: testStorage(),
      db: api.db,
      webRoot: null,
      logLevel: 'silent',
      smtpUrl: smtp.url,
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/Account/SendResetPassword?email=${encodeURIComponent(member.email)}&webpage=${WEBPAGE}`,
      headers: XHR,
    });
    await app.close();

    expect(response.statusCode).toBe(204);
    expect(smtp.received.at(-1)?.to).toEqual([`RCPT TO:<${member.email}>`]);
    expect(smtp.received.at(-1)?.data).toContain('Subject: Reset your Harbour Mail password');
    expect(await outboxFor(api.db, member.email)).toEqual([]);
  });
});
