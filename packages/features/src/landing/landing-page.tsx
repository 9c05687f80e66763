import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { locationsByState, offeredPlans } from '@portal/domain/signup-wizard';
import { FREE_STORAGE_DAYS } from '@portal/domain/storage';
import { ButtonLink } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useLoaderData } from '@tanstack/react-router';
import { Suspense, use, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { storageRatesOf, useDailyPrice } from '#shared/plan-prices.ts';
import { PublicFooter, type BusinessDetails } from '#shared/public-page-footer.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import type { Catalogue } from '#landing/api/catalogue.ts';
import * as styles from '#landing/landing-page.css.ts';

const STEPS = ['address', 'scan', 'act'] as const;

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * Spec §2 `/`: what the service does, in three steps; the brand's public plans with every recurring
 * fee (§9: price disclosure is not a brand option) and the locations an address can be at, from
 * the API; what identity verification involves and why; the ways in, Sign up and Log In; and the
 * footer: language, support, terms and who runs the service.
 */
export function LandingPage() {
  const brand = useBrand();
  const intl = useIntl();
  const { catalogue, business } = useLoaderData({ from: '/' });
  const { webpageName } = brand;
  usePageTitle(null);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <img
          className={styles.logo}
          src={brand.logo}
          alt={intl.formatMessage({ id: 'brand.logoAlt' }, { webpageName })}
          width={144}
          height={48}
        />
        <nav aria-label={webpageName} className={styles.barLinks}>
          <ButtonLink href="/Login" variant="secondary" size="sm">
            <FormattedMessage id="landing.logIn" />
          </ButtonLink>
          <ButtonLink href="/signup" size="sm">
            <FormattedMessage id="landing.signup" />
          </ButtonLink>
        </nav>
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="landing-title">
          <Heading level={1} id="landing-title">
            <FormattedMessage id="landing.title" values={{ webpageName }} />
          </Heading>
          <Text as="p" size="lg">
            <FormattedMessage id="landing.intro" />
          </Text>
          <Text as="p" tone="secondary">
            <FormattedMessage id="landing.pitch" />
          </Text>
        </section>

        <Section id="landing-how" title={<FormattedMessage id="landing.how.title" />}>
          <ol className={styles.grid}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.card}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Heading level={3}>
                  <FormattedMessage id={`landing.how.${step}.title`} />
                </Heading>
                <Text as="p" tone="secondary">
                  <FormattedMessage id={`landing.how.${step}.body`} />
                </Text>
              </li>
            ))}
          </ol>
        </Section>

        <Suspense
          fallback={
            <Spinner label={intl.formatMessage({ id: 'landing.loadingPlans' })} showLabel />
          }
        >
          <CatalogueSections catalogue={catalogue} />
        </Suspense>

        <Section id="landing-verify" title={<FormattedMessage id="landing.verify.title" />}>
          <Stack space="sm" className={styles.prose}>
            <Text as="p">
              <FormattedMessage id="landing.verify.why" />
            </Text>
            <Text as="p">
              <FormattedMessage id="landing.verify.sms" />
            </Text>
            <Text as="p">
              <FormattedMessage id="landing.verify.photo" />
            </Text>
          </Stack>
        </Section>

        <section className={styles.closing} aria-labelledby="landing-start">
          <Heading level={2} id="landing-start">
            <FormattedMessage id="landing.start.title" values={{ webpageName }} />
          </Heading>
          <ButtonLink href="/signup">
            <FormattedMessage id="landing.start.cta" />
          </ButtonLink>
        </section>
      </main>
      <div className={styles.footer}>
        <Suspense fallback={<PublicFooter />}>
          <BusinessFooter business={business} />
        </Suspense>
      </div>
    </div>
  );
}

/** The footer, with the business's legal name, ABN and address once the API has answered. */
function BusinessFooter({ business }: { business: Promise<BusinessDetails | null> }) {
  return <PublicFooter business={use(business)} />;
}

/** The plans and locations, once the API has answered; a sentence if it could not. */
function CatalogueSections({ catalogue }: { catalogue: Promise<Catalogue | null> }) {
  const intl = useIntl();
  const loaded = use(catalogue);
  const money = (dollars: number) => formatMoney(intl, dollarsToCents(dollars));
  if (!loaded) {
    return (
      <Text as="p" tone="secondary">
        <FormattedMessage id="landing.unavailable" />
      </Text>
    );
  }
  return (
    <>
      <Section id="landing-plans" title={<FormattedMessage id="landing.plans.title" />}>
        <ul className={styles.grid}>
          {offeredPlans(loaded.plans).map((plan) => (
            <li
              key={plan.planId}
              className={styles.card}
              data-popular={plan.mostPopular || undefined}
            >
              <div className={styles.cardHead}>
                <Heading level={3}>{plan.planName}</Heading>
                {plan.mostPopular && (
                  <span className={styles.badge}>
                    <FormattedMessage id="landing.plans.mostPopular" />
                  </span>
                )}
              </div>
              <Text as="p" className={styles.price}>
                <FormattedMessage
                  id="landing.plans.perMonth"
                  values={{ amount: money(plan.monthlyFee) }}
                />
              </Text>
              <Text as="p" size="sm" tone="secondary">
                <FormattedMessage
                  id={plan.setupFee > 0 ? 'landing.plans.setupFee' : 'landing.plans.noSetupFee'}
                  values={{ amount: money(plan.setupFee) }}
                />
              </Text>
              <StoragePrices plan={plan} />
              <Text as="p" size="sm" tone="secondary">
                <FormattedMessage
                  id={plan.parcelForwardOnly ? 'landing.plans.parcelOnly' : 'landing.plans.scans'}
                  values={{ amount: money(plan.perLetter) }}
                />
              </Text>
            </li>
          ))}
        </ul>
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage id="landing.plans.note" />
        </Text>
      </Section>
      <Section id="landing-locations" title={<FormattedMessage id="landing.locations.title" />}>
        <Text as="p" tone="secondary">
          <FormattedMessage id="landing.locations.intro" />
        </Text>
        <div className={styles.grid}>
          {locationsByState(loaded.locations).map(({ state, locations }) => (
            <div key={state} className={styles.card}>
              <Heading level={3}>{state}</Heading>
              <ul className={styles.list}>
                {locations.map((location) => (
                  <li key={location.locationId}>
                    <Text as="p" weight="medium">
                      {location.street}
                    </Text>
                    <Text as="p" size="sm" tone="secondary">
                      {location.suburb} {location.state} {location.postcode}
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}

/** What a plan charges a day for each envelope and parcel kept past the free storage days. */
function StoragePrices({ plan }: { plan: Catalogue['plans'][number] }) {
  const dailyPrice = useDailyPrice();
  const storage = storageRatesOf(plan);
  return (
    <>
      {(
        [
          ['landing.plans.envelopeStorage', storage.envelopePerDay],
          ['landing.plans.parcelStorage', storage.parcelPerDay],
        ] as const
      ).map(([id, cents]) => (
        <Text key={id} as="p" size="sm" tone="secondary">
          <FormattedMessage
            id={id}
            values={{ days: FREE_STORAGE_DAYS, price: dailyPrice(cents) }}
          />
        </Text>
      ))}
    </>
  );
}
