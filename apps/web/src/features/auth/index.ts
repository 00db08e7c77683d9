// What other features use of auth: accepting an invitation sets a password under the same rules.
export { NewPasswordFields } from './NewPasswordFields';
export { newPasswordFormSchema } from './new-password-form';
