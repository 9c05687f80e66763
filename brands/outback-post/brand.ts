import type { BrandConfig } from '@portal/brand/config';

export const brand = {
  id: 'outback-post',
  webpageName: 'Outback Post',
  logo: '/logo.svg',
  email: 'support@outback.test',
  highlightColor: '#b45309',
  signupSettings: { steps: ['account', 'addresses', 'plan', 'complete'], requireCard: true },
  includeAutoActions: false,
  includeAdditionalNames: true,
  includeChoosePayments: false,
  showOurFee: false,
  autoTopUp: 40,
  includeAutoTopup: true,
  showMonthlyCharge: true,
  siteUrl: 'http://localhost:3002',
  classicUrl: 'https://classic.outback.test',
  bankTransfer: { accountName: 'Outback Post Pty Ltd', bsb: '086-000', accountNumber: '2345 6789' },
  business: {
    legalName: 'Outback Post Co Pty Ltd',
    abn: '83 914 571 673',
    address: 'PO Box 1234, Example Road, Alice Springs NT 0870',
  },
  receiptPrefix: 'OP',
  defaultLanguage: 'en',
  smsCallingCodes: ['+61'],
  port: 3002,
} satisfies BrandConfig;
