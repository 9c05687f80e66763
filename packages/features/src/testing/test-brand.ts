import type { BrandConfig } from '@portal/brand/config';

/** The brand screen tests render as: every flag on. */
export const testBrand: BrandConfig = {
  id: 'test-brand',
  webpageName: 'Test Mail',
  logo: '/logo.svg',
  email: 'help@test.example',
  highlightColor: '#0f766e',
  signupSettings: { steps: ['account', 'addresses', 'plan', 'complete'], requireCard: true },
  includeAutoActions: true,
  includeAdditionalNames: true,
  includeChoosePayments: true,
  showOurFee: true,
  autoTopUp: 50,
  includeAutoTopup: true,
  showMonthlyCharge: true,
  includeMailRules: true,
  includeTeamUsers: true,
  siteUrl: 'http://localhost:3999',
  classicUrl: 'https://classic.test.example',
  bankTransfer: { accountName: 'Test Mail Pty Ltd', bsb: '000-000', accountNumber: '0000 0000' },
  business: {
    legalName: 'Test Mail Services Pty Ltd',
    abn: '00 000 000 000',
    address: '1 Test Street, Sydney NSW 2000',
  },
  receiptPrefix: 'TM',
  defaultLanguage: 'en',
  smsCallingCodes: ['+61'],
  port: 3999,
};
