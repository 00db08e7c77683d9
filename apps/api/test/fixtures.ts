/** Passwords of the template database every API test file starts from. */
export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'admin-password-1';
export const TEST_DEMO_PASSWORD = 'demo-password-1';
