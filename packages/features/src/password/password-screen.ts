/**
 * The password pages' way in, the one module of them the routes name: the entry chunk then lists
 * only this module, and the pages' many dependencies are listed here (decision 020).
 */
export const loadForgotPasswordPage = () => import('#password/components/forgot-password-page.tsx');
export const loadResetPasswordPage = () => import('#password/components/reset-password-page.tsx');
export const loadUndoEmailChangePage = () =>
  import('#password/components/undo-email-change-page.tsx');
