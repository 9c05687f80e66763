/**
 * The way in to the sign-in screens other than /Login, the one module of them the routes name:
 * the entry chunk then lists only this module, and the pages' dependencies are listed here
 * (decision 020).
 */
export const loadLoginChoicePage = () => import('#login/components/login-choice-page.tsx');
export const loadLoginGuardPage = () => import('#login/components/login-guard-page.tsx');
export const loadAuthorisePage = () => import('#login/components/authorise-page.tsx');
