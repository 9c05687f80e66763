/**
 * The job worker's part of /metrics (decision 106): each finished attempt counted by task and
 * outcome, the emails it sends counted as sent or failed, and the queue's depth read from the
 * database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { jobContext } from '../../test/job-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startJobWorker, type JobWorker } from '#jobs/worker.ts';
import { freePort } from '#platform/db/free-port.ts';
import { countedMessages } from '#platform/messages/counted-messages.ts';
import { outboxEmail } from '#platform/messages/messages.ts';
import { smtpEmail } from '#platform/messages/smtp-email.ts';
import { queueEmail } from '#platform/job-queue.ts';

let api: TestApp;
let worker: JobWorker | undefined;
useTestApp((started) => (api = started));
afterAll(() => worker?.stop());

const scrape = async () => (await api.app.inject({ method: 'GET', url: '/metrics' })).body;

const email = (to: string) => ({
  webpage: 'harbour-mail',
  to,
  subject: 'Your statement',
  text: 'It is ready.',
});

describe('a worker given the metrics', () => {
  it('counts each job attempt and each email by outcome; the failed one waits for its retry', async () => {
    // Addresses at bounce.test go to an SMTP server that is not there.
    const unreachable = smtpEmail(`smtp://127.0.0.1:${await freePort()}`);
    const outbox = outboxEmail(api.db.kysely);
    const sender = {
      send: (message: Parameters<typeof outbox.send>[0]) =>
        (message.to.endsWith('@bounce.test') ? unreachable : outbox).send(message),
    };
    worker = await startJobWorker({
      pool: api.db.pool,
      crontab: '',
      pollIntervalMs: 100,
      metrics: api.app.metrics,
      context: jobContext(api, {
        email: countedMessages(sender, 'email', api.app.metrics),
        ocr: null,
      }),
    });
    await queueEmail(api.db.kysely, email('alex@mail.test'));
    await queueEmail(api.db.kysely, email('sam@bounce.test'));

    let text = '';
    for (const since = Date.now(); Date.now() - since < 20_000;) {
      text = await scrape();
      if (/outcome="failed"\} 1/.test(text) && /outcome="success"\} 1/.test(text)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toMatch(/^portal_jobs_total\{task="send-email",outcome="success"\} 1$/m);
    expect(text).toMatch(/^portal_jobs_total\{task="send-email",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^portal_messages_total\{channel="email",outcome="sent"\} 1$/m);
    expect(text).toMatch(/^portal_messages_total\{channel="email",outcome="failed"\} 1$/m);
    // The failed email is queued again for later: not due, not out of attempts.
    expect(text).toMatch(/^portal_job_queue_jobs\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^portal_job_queue_jobs\{state="failed"\} 0$/m);
  });
});
