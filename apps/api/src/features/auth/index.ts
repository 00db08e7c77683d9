/** What the app and Manage Team use of sign-in and passwords. */
export { getOrCreateSetting, marketLimitsOfUser } from './auth.repo.js';
export { authRoutes } from './auth.routes.js';
export { type AuthService, createAuthService } from './auth.service.js';
export { invitationMail } from './mails.js';
export { passwordRoutes } from './password.routes.js';
export { assertPasswordAllowed } from './password-policy.js';
export { createSignInThrottle } from './sign-in-throttle.js';
export { singleSignOnRoutes } from './single-sign-on.routes.js';
