import { isLocale } from '@portal/i18n/locale';
import { loginOutcome, validateLogin } from '@portal/domain/validation/login';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { PasswordField } from '@portal/ui/password-field';
import { TextField } from '@portal/ui/text-field';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { storeAccount } from '#shared/session.ts';
import { useBrand } from '#shared/use-brand.ts';
import { useLocale } from '#shared/use-locale.ts';
import { loginRefusalKey, useLogIn } from '#login/api/login.ts';

type Notice = { tone: 'error' | 'info'; id: string } | null;

/**
 * §2 /Login with the §4 flow: credentials, then the login guard code when the server asks; a
 * member whose signup is unfinished goes on with it. Sign up is one link away for newcomers.
 */
export function LoginPage() {
  const intl = useIntl();
  const brand = useBrand();
  const router = useRouter();
  const logIn = useLogIn();
  const { setLocale } = useLocale();
  const search = useSearch({ from: '/Login' });
  const [form, setForm] = useState({ email: '', password: '', loginGuard: '' });
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [guardAsked, setGuardAsked] = useState(false);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  // A React action, not the form library: /Login's first load has no room for one (see the
  // forms decision record in docs/decisions).
  // React holds `busy` while it runs, and the busy button takes no second click.
  const [notice, submit, busy] = useActionState(async (_shown: Notice): Promise<Notice> => {
    const problem = validateLogin(form, guardAsked);
    if (problem) return { tone: 'error', id: problem };
    try {
      const answer = await logIn({
        ...form,
        keepSignedIn,
        loginGuard: guardAsked ? form.loginGuard.trim() : null,
      });
      const outcome = loginOutcome(answer, guardAsked);
      if (outcome.kind === 'signedIn') {
        storeAccount(outcome.account);
        if (isLocale(outcome.account.language)) setLocale(outcome.account.language);
        const target = safeRedirect(search.redirect);
        // An unfinished signup goes on where it stopped, never to a gate it has not reached.
        if (outcome.account.signupStep !== null) await router.navigate({ to: '/signup' });
        else if (target) router.history.push(target);
        else await router.navigate({ to: '/Members' });
        return null;
      }
      if (outcome.kind === 'loginGuard') setGuardAsked(true);
      return { tone: outcome.kind === 'loginGuard' ? 'info' : 'error', id: outcome.alertKey };
    } catch (error) {
      return { tone: 'error', id: loginRefusalKey(error) };
    }
  }, null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(submit);
  };

  return (
    <PublicPage footer titleId="login.title">
      {search.message && <Alert tone="success">{search.message}</Alert>}
      <Stack as="form" space="md" onSubmit={onSubmit} noValidate>
        {notice && (
          <Alert tone={notice.tone}>
            <FormattedMessage id={notice.id} />
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'login.email' })}
          type="email"
          autoComplete="username"
          {...field('email')}
        />
        <PasswordField
          showPasswordLabel={intl.formatMessage({ id: 'common.showPassword' })}
          label={intl.formatMessage({ id: 'login.password' })}
          autoComplete="current-password"
          {...field('password')}
        />
        {guardAsked && (
          <TextField
            label={intl.formatMessage({ id: 'login.guardCode' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...field('loginGuard')}
          />
        )}
        <Checkbox
          label={intl.formatMessage({ id: 'login.keepSignedIn' })}
          checked={keepSignedIn}
          onChange={(event) => setKeepSignedIn(event.target.checked)}
        />
        <Button type="submit" loading={busy}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Stack>
      <Link to="/ForgotPassword">
        <FormattedMessage id="login.forgotPassword" />
      </Link>
      <Text as="p">
        <FormattedMessage
          id="login.newHere"
          values={{
            webpageName: brand.webpageName,
            signUp: (text) => <Link to="/signup">{text}</Link>,
          }}
        />
      </Text>
    </PublicPage>
  );
}
