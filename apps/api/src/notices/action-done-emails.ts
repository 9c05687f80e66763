import type { ItemValues } from '#contract/item-values.ts';
import type { EmailTemplate } from '#notices/email-layout.ts';

/*
 * The emails that say staff finished what the member asked for (issue 41, decision 112): a scan,
 * a forward posted, a shred, a return to sender. Each ends with where to see it in the portal.
 */

/** How the email gives the scan: attached, too large to attach, or not asked for (includePdf off). */
export type ScanDelivery = 'attached' | 'too-large' | 'link';

export interface ScanDoneValues {
  item: ItemValues;
  pages: number;
  scan: ScanDelivery;
  /** The attachment limit in MB, said when the scan is over it. */
  limitMb: number;
  link: string;
}

const SCAN_LINE = {
  attached: 'email.done.scanAttached',
  'too-large': 'email.done.scanTooLarge',
  link: 'email.done.scanInInbox',
} as const;

export const scanDoneEmail: EmailTemplate<ScanDoneValues> = (
  t,
  { item, pages, scan, limitMb, link },
) => ({
  subject: t.plain('email.done.scannedSubject', { ...item }),
  blocks: [
    t('email.done.scanned', { ...item, pages }),
    t(SCAN_LINE[scan], { limit: limitMb }),
    { link },
  ],
});

export interface ForwardDoneValues {
  items: number;
  carrier: string;
  service: string;
  tracking: string;
  /** The carrier's tracking page; null for a carrier whose page we do not know. */
  trackingLink: string | null;
  link: string;
}

export const forwardDoneEmail: EmailTemplate<ForwardDoneValues> = (
  t,
  { items, carrier, service, tracking, trackingLink, link },
) => ({
  subject: t.plain('email.done.forwardedSubject', { items }),
  blocks: [
    t('email.done.forwarded', { items, carrier, service, tracking }),
    ...(trackingLink ? [t('email.done.track', { carrier }), { link: trackingLink }] : []),
    t('email.done.forwardLog'),
    { link },
  ],
});

export interface DisposalDoneValues {
  item: ItemValues;
  link: string;
}

export const shredDoneEmail: EmailTemplate<DisposalDoneValues> = (t, { item, link }) => ({
  subject: t.plain('email.done.shreddedSubject', { ...item }),
  blocks: [t('email.done.shredded', { ...item }), { link }],
});

export const returnDoneEmail: EmailTemplate<DisposalDoneValues> = (t, { item, link }) => ({
  subject: t.plain('email.done.returnedSubject', { ...item }),
  blocks: [t('email.done.returned', { ...item }), { link }],
});
