import type { BrandConfig } from '@portal/brand/config';

export const brand = {
  id: 'sakura-box',
  webpageName: 'Sakura Box',
  logo: '/logo.svg',
  email: 'support@sakura.test',
  highlightColor: '#be185d',
  signupSettings: { steps: ['account', 'addresses', 'plan', 'complete'], requireCard: true },
  includeAutoActions: true,
  includeAdditionalNames: false,
  includeChoosePayments: true,
  showOurFee: true,
  autoTopUp: 50,
  includeAutoTopup: true,
  showMonthlyCharge: false,
  siteUrl: 'http://localhost:3003',
  classicUrl: 'https://classic.sakura.test',
  bankTransfer: { accountName: 'Sakura Box Pty Ltd', bsb: '033-000', accountNumber: '3456 7890' },
  business: {
    legalName: 'Sakura Box Australia Pty Ltd',
    abn: '26 310 977 418',
    address: 'Suite 5, 20 Sample Lane, Melbourne VIC 3000',
  },
  receiptPrefix: 'SB',
  defaultLanguage: 'jp',
  smsCallingCodes: ['+61', '+81'],
  port: 3003,
} satisfies BrandConfig;
