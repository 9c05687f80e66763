/**
 * Payment Required's way in, the one module of it the route names: the entry chunk then lists only
 * this module, and the page's many dependencies are listed here (decision 020).
 */
export const loadPaymentRequiredPage = () =>
  import('#payment/components/payment-required-page.tsx');
