import type { EmailAttachment } from '#platform/messages/messages.ts';
import type { Storage } from '#platform/storage/storage.ts';

/**
 * The largest scan an email carries (decision 112). Base64 makes it a third larger on the wire, and
 * many mail servers refuse messages past 10 MB; a larger scan is linked in the portal instead.
 */
export const ATTACHMENT_LIMIT_BYTES = 5 * 1024 * 1024;

/** A stored scan as an email carries it; null when nothing is stored under the key. */
export async function storedPdf(
  storage: Storage,
  key: string | null,
  filename: string,
): Promise<EmailAttachment | null> {
  const content = key ? await storage.get(key) : null;
  return content ? { filename, contentType: 'application/pdf', content } : null;
}
