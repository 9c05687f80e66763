import type { BrandConfig } from '@portal/brand/config';

export const brand = {
  id: 'harbour-mail',
  webpageName: 'Harbour Mail',
  logo: '/logo.svg',
  email: 'support@harbour.test',
  highlightColor: '#0f766e',
  signupSettings: { steps: ['account', 'addresses', 'plan', 'complete'], requireCard: true },
  includeAutoActions: true,
  includeAdditionalNames: true,
  includeChoosePayments: true,
  showOurFee: true,
  autoTopUp: 50,
  includeAutoTopup: true,
  showMonthlyCharge: true,
  siteUrl: 'http://localhost:3000',
  classicUrl: 'https://classic.harbour.test',
  bankTransfer: { accountName: 'Harbour Mail Pty Ltd', bsb: '062-000', accountNumber: '1234 5678' },
  business: {
    legalName: 'Harbour Mail Services Pty Ltd',
    abn: '51 824 753 556',
    address: 'Level 3, 100 Example Street, Sydney NSW 2000',
  },
  receiptPrefix: 'HM',
  defaultLanguage: 'en',
  smsCallingCodes: ['+61'],
  port: 3000,
} satisfies BrandConfig;
