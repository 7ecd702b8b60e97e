import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectExpired, selectFailure, selectIsBusy } from '#machines/session/selectors';
import { useSession, useSessionActor } from '#src/app/session-context';
import { es } from '#src/i18n/es-site';
import { PlainAlert } from '#src/ui/plain/alert';
import { buttonClass } from '#src/ui/plain/button-class';
import { InputField } from '#src/ui/plain/input-field';
import link from '#src/ui/plain/link.module.css';
import spinner from '#src/ui/plain/spinner.module.css';
import { FailureAlert } from './failure-alert';
import styles from './login-form.module.css';

interface LoginFormProps {
  /** The reserve flow's dialog opens sign-up in place instead of going to /registro. */
  onCreateAccount?: () => void;
}

/**
 * Email and password sign-in, on /entrar and in the dialog a visitor's Reservar opens. Plain
 * elements (src/ui/plain): that dialog must open at the tap, before Chakra is on the page.
 */
export function LoginForm({ onCreateAccount }: LoginFormProps) {
  const actor = useSessionActor();
  const busy = useSession(selectIsBusy);
  const failure = useSession(selectFailure);
  const expired = useSession(selectExpired);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && email.trim() === '' ? es.auth.emailRequired : null;
  const passwordError = touched && password === '' ? es.auth.passwordRequired : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (busy || email.trim() === '' || password === '') return;
    actor.send({ type: 'session.login', credentials: { email: email.trim(), password } });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {expired && !failure && <PlainAlert status="info">{es.identity.sessionExpired}</PlainAlert>}
      <FailureAlert failure={failure} />
      <InputField
        label={es.auth.email}
        error={emailError}
        required
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <InputField
        label={es.auth.password}
        error={passwordError}
        required
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button
        type="submit"
        className={buttonClass({ size: 'md' }, styles.submit)}
        aria-busy={busy || undefined}
        disabled={busy}
      >
        {busy && <span className={spinner.spinner} aria-hidden="true" />}
        {es.auth.login}
      </button>
      <div className={styles.links}>
        {onCreateAccount ? (
          <button type="button" className={`${link.link} ${styles.textButton}`} onClick={onCreateAccount}>
            {es.auth.createAccount}
          </button>
        ) : (
          <RouterLink to="/registro" className={link.link}>
            {es.auth.createAccount}
          </RouterLink>
        )}
        <RouterLink to="/recuperar" className={link.link}>
          {es.auth.forgotPassword}
        </RouterLink>
      </div>
    </form>
  );
}
