import type { SectionFlags } from '@portal/domain/settings-sections';

/** The brand's flags that hide sections, read where they are used (Storybook switches brands). */
export const sectionFlags = (): SectionFlags => ({
  includeAutoActions: __BRAND_INCLUDE_AUTO_ACTIONS__,
  includeAdditionalNames: __BRAND_INCLUDE_ADDITIONAL_NAMES__,
  includeChoosePayments: __BRAND_INCLUDE_CHOOSE_PAYMENTS__,
});
