import type { BrandConfig } from '@portal/brand/config';

/** A new brand starts here: every value below is the brand's own. */
export const brand = {
  id: 'template',
  webpageName: 'Template Mail',
  logo: '/logo.svg',
  email: 'support@template.example',
  highlightColor: '#1d4ed8',
  signupSettings: { steps: ['account', 'addresses', 'plan', 'complete'], requireCard: true },
  includeAutoActions: true,
  includeAdditionalNames: true,
  includeChoosePayments: true,
  showOurFee: true,
  autoTopUp: 50,
  includeAutoTopup: true,
  showMonthlyCharge: true,
  includeMailRules: true,
  includeTeamUsers: false,
  siteUrl: 'http://localhost:3090',
  classicUrl: 'https://classic.template.example',
  bankTransfer: {
    accountName: 'Template Mail Pty Ltd',
    bsb: '000-000',
    accountNumber: '0000 0000',
  },
  business: {
    legalName: 'Template Mail Pty Ltd',
    abn: '00 000 000 000',
    address: '1 Example Street, Sydney NSW 2000',
  },
  receiptPrefix: 'TM',
  defaultLanguage: 'en',
  smsCallingCodes: ['+61'],
  port: 3090,
} satisfies BrandConfig;
