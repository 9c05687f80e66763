import { createTransport, type Transporter } from 'nodemailer';
import { findBrand } from '#brands/brand-registry.ts';
import type { EmailProvider } from '#platform/messages/messages.ts';

/**
 * Email through an SMTP server (DESIGN §3.7), used when `SMTP_URL` is set: for example
 * `smtps://user:password@smtp.example.com:465`. Each brand sends from its own address and name.
 */
export function smtpEmail(smtpUrl: string): EmailProvider {
  return transportEmail(createTransport(smtpUrl));
}

/** The provider over any nodemailer transport; tests use a stream transport. */
export function transportEmail(transport: Transporter): EmailProvider {
  return {
    async send(message) {
      const brand = findBrand(message.webpage);
      if (!brand) throw new Error(`No brand "${message.webpage}" to send email for`);
      await transport.sendMail({
        from: { name: brand.webpageName, address: brand.email },
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, contentType, content, cid }) => ({
                filename,
                contentType,
                content: Buffer.from(content),
                ...(cid ? { cid } : {}),
              })),
            }
          : {}),
      });
    },
  };
}
