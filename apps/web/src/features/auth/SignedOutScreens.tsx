import { useState } from 'react';
import { CenteredMessage } from '../../shell/CenteredMessage';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

/** Login and forgot-password are views of the signed-out state, not routes (spec 4). */
export function SignedOutScreens() {
  const [view, setView] = useState<'login' | 'forgot'>('login');
  return (
    <CenteredMessage maxWidth={420}>
      {view === 'login' ? (
        <LoginForm onForgotPassword={() => setView('forgot')} />
      ) : (
        <ForgotPasswordForm onDone={() => setView('login')} />
      )}
    </CenteredMessage>
  );
}
