/**
 * The terms page's way in, the one module of it the route names: the entry chunk then lists only
 * this module, and the page's many dependencies are listed here (decision 020).
 */
export const loadTermsPage = () => import('#terms/components/terms-page.tsx');
