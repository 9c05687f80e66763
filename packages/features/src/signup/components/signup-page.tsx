import {
  nextSignupStep,
  previousSignupStep,
  signupSteps,
  type SignupStep,
} from '@portal/domain/signup-wizard';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Stepper } from '@portal/ui/stepper';
import { Text } from '@portal/ui/text';
import { Inline } from '@portal/ui/inline';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLogOut } from '#shared/api/account.ts';
import { useBrand } from '#shared/use-brand.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useCompleteRegistrationMutation } from '#signup/api/registration.ts';
import { AccountStep } from '#signup/components/account-step.tsx';
import { AddressesStep } from '#signup/components/addresses-step.tsx';
import { CompleteStep } from '#signup/components/complete-step.tsx';
import { PlanStep } from '#signup/components/plan-step.tsx';
import * as styles from '#signup/components/signup.css.ts';
import { clearSignup, type SignupProgress } from '#signup/wizard/signup-storage.ts';
import { useSignupWizard } from '#signup/wizard/use-signup-wizard.ts';

const STEP_LABEL: Record<SignupStep, string> = {
  account: 'signup.step.account',
  addresses: 'signup.step.addresses',
  plan: 'signup.step.plan',
  complete: 'signup.step.complete',
};

/**
 * §2 /signup: the brand's signup steps (§4 account → addresses → plan/payment → complete) under a
 * stepper that spans the page from 768 px and is compact below. Coming back, or signing in again,
 * resumes the wizard at the step the server says the signup stopped at.
 */
export function SignupPage() {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const complete = useCompleteRegistrationMutation();
  const steps = signupSteps(brand.signupSettings.steps);
  const { signupStart } = useRouteContext({ from: '/data/signup' });
  const wizard = useSignupWizard(signupStart, steps);
  const { step } = wizard.progress;
  const logOut = useLogOut();
  // The account step creates the member and signs them in; from then on they can sign out.
  const signedIn = step !== 'account';
  usePageTitle(intl.formatMessage({ id: 'signup.title' }, { webpageName: brand.webpageName }));

  /** The last step: registrationComplete, then the thank-you page; a failure can be retried. */
  const finish = async (how: 'card' | 'noCreditCard') => {
    wizard.update({ step: 'complete', finishedWith: how });
    try {
      await complete.mutateAsync(how);
    } catch (error) {
      console.error(error);
      return;
    }
    clearSignup();
    await navigate({ to: '/Signup-Complete' });
  };

  /** Records what a step decided and moves on; a brand without a plan step finishes here. */
  const advance = (from: SignupStep, change: Partial<SignupProgress> = {}) => {
    const next = nextSignupStep(steps, from);
    wizard.update({ ...change, step: next });
    if (next === 'complete') void finish('noCreditCard');
  };

  return (
    <main className={styles.page}>
      <div className={styles.frame}>
        <Inline align="between" alignY="center" space="sm">
          <Link to="/" aria-label={brand.webpageName}>
            <img
              className={styles.logo}
              src={brand.logo}
              alt={intl.formatMessage({ id: 'brand.logoAlt' }, { webpageName: brand.webpageName })}
              width={144}
              height={48}
            />
          </Link>
          {signedIn ? (
            <Button variant="secondary" size="sm" onClick={logOut}>
              <FormattedMessage id="inbox.menu.logout" />
            </Button>
          ) : (
            <Text tone="secondary">
              <FormattedMessage
                id="signup.haveAccount"
                values={{ logIn: (text) => <Link to="/Login">{text}</Link> }}
              />
            </Text>
          )}
        </Inline>
        <Heading level={1}>
          <FormattedMessage id="signup.title" values={{ webpageName: brand.webpageName }} />
        </Heading>
        <Stepper
          label={intl.formatMessage({ id: 'signup.steps' })}
          steps={steps.map((id) => ({ id, label: intl.formatMessage({ id: STEP_LABEL[id] }) }))}
          currentId={step}
          progressLabel={(position, total) =>
            intl.formatMessage({ id: 'signup.stepOf' }, { position, total })
          }
          completedLabel={(step) => intl.formatMessage({ id: 'signup.stepDone' }, { step })}
        />
        <section className={styles.panel} aria-labelledby="signup-step-heading">
          {step === 'account' && (
            <AccountStep wizard={wizard} onDone={(change) => advance('account', change)} />
          )}
          {step === 'addresses' && (
            <AddressesStep wizard={wizard} onDone={(change) => advance('addresses', change)} />
          )}
          {step === 'plan' && (
            <PlanStep
              wizard={wizard}
              canGoBack={previousSignupStep(steps, 'plan') !== null}
              onBack={() => wizard.update({ step: previousSignupStep(steps, 'plan') ?? 'plan' })}
              onFinish={finish}
            />
          )}
          {step === 'complete' && (
            <CompleteStep
              failed={complete.isError}
              busy={complete.isPending}
              onRetry={() => void finish(wizard.progress.finishedWith ?? 'card')}
            />
          )}
        </section>
      </div>
    </main>
  );
}
