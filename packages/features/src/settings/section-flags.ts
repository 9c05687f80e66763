import type { SectionFlags } from '@portal/domain/settings-sections';

/** The brand's flags that hide sections, read where they are used (Storybook switches brands). */
export const sectionFlags = (): SectionFlags => ({
  includeAutoActions: __BRAND__.includeAutoActions,
  includeAdditionalNames: __BRAND__.includeAdditionalNames,
  includeChoosePayments: __BRAND__.includeChoosePayments,
  includeMailRules: __BRAND__.includeMailRules,
  includeTeamUsers: __BRAND__.includeTeamUsers,
});
