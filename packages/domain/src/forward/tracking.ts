/**
 * Where a member follows a posted forward (§2 Forward Log): the carrier's own tracking page for the
 * tracking number, for the carriers the rate cards name; null for any other carrier.
 */
const TRACKING_PAGES: Record<string, (trackingNumber: string) => string> = {
  'Australia Post': (number) => `https://auspost.com.au/mypost/track/details/${number}`,
  'DHL Express': (number) =>
    `https://www.dhl.com/au-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
};

export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
