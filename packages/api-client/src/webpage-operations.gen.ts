// Generated from openapi/portal.yaml by contract/generate.ts (`pnpm gen`). Do not edit.

/** `METHOD /path` of every operation that documents the `webpage` query parameter. */
export const webpageOperations: ReadonlySet<string> = new Set([
  'POST /api/Login',
  'POST /api/Registration/IsEmailAvailable',
  'POST /api/Registration/Signup',
  'POST /api/Registration/RegistrationComplete',
  'POST /api/EmailVerification/SendVerification',
  'POST /api/EmailVerification/Resend',
  'POST /api/Account/UpdateAccount',
  'POST /api/Account/SendResetPassword',
  'POST /api/Account/ResetPassword',
  'GET /api/Payment/Config',
  'POST /api/Support/Email',
  'GET /api/Location/GetAll',
  'GET /api/Plan/GetAll',
  'POST /api/Email/Send',
]);
