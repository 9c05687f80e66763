import type { Metrics } from '#platform/metrics.ts';
import type { EmailProvider, SmsProvider } from '#platform/messages/messages.ts';

/**
 * A sender that counts what it sends and what its provider refuses (`portal_messages_total`), so
 * an SMTP or SMS outage shows on a dashboard before members say their codes never came.
 */
export function countedMessages<Provider extends EmailProvider | SmsProvider>(
  provider: Provider,
  channel: 'email' | 'sms',
  metrics: Metrics,
): Provider {
  return {
    async send(message: never) {
      try {
        await provider.send(message);
        metrics.messages.inc({ channel, outcome: 'sent' });
      } catch (error) {
        metrics.messages.inc({ channel, outcome: 'failed' });
        throw error;
      }
    },
  } as Provider;
}
