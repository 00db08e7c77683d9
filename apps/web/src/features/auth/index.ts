// What other features use of auth: accepting an invitation sets a password under the same rules.

export { useSignInMethods } from './api';
export { NewPasswordFields } from './NewPasswordFields';
export { newPasswordFormSchema } from './new-password-form';
export { SingleSignOnButton } from './SingleSignOn';
