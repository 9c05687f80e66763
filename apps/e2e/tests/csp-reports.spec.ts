import { expect, test } from './test.ts';
import { BRAND_PORTS, brandUrl, type BrandId } from '../brand-urls.ts';

/**
 * Issue 23: no page of the whole run broke the Content-Security-Policy. The last project of the
 * run (playwright.config.ts), so it reads every report the brands' development servers received.
 */
test('no page of the run reported a CSP violation to a brand’s server', async ({ request }) => {
  for (const brand of Object.keys(BRAND_PORTS) as BrandId[]) {
    const response = await request.get(`${brandUrl(brand)}/dev/csp-reports.json`);
    const reports = (await response.json()) as { documentUrl: string; directive: string }[];
    // security.spec.ts frames the portal on purpose, to see it refused.
    expect(
      reports.filter((report) => report.directive !== 'frame-ancestors'),
      brand,
    ).toEqual([]);
  }
});
