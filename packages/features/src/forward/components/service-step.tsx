import {
  forwardServices,
  optionalFeatures,
  sameService,
  totalWithOptions,
  type ForwardService,
} from '@portal/domain/forward-services';
import type {
  ForwardWizardEvent,
  ServiceChoice,
  ServiceSelectState,
} from '@portal/domain/forward-wizard';
import { type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextArea } from '@portal/ui/text-area';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatText } from '#shared/server-text.ts';
import { useBrand } from '#shared/use-brand.ts';
import { useQuote } from '#forward/api/forward.ts';
import { StepActions } from '#forward/components/step-actions.tsx';
import * as styles from '#forward/components/forward.css.ts';
import type { ForwardWizard } from '#forward/wizard/use-forward-wizard.ts';

/**
 * §2 serviceSelect: every carrier's services by ascending price, each with its delivery time, the
 * brand's fee (only with showOurFee), the carrier's cost and the total; the chosen one opens its
 * optional features (fees join the total live) and Forward Notes.
 */
export function ServiceStep({
  state,
  wizard,
}: {
  state: ServiceSelectState;
  wizard: ForwardWizard;
}) {
  const intl = useIntl();
  const quote = useQuote(state.address.addressId, state.mailIds);
  const services = quote.data ? forwardServices(quote.data) : (state.services ?? []);
  // The latest prices go with every choice, so a send never carries a stale quote.
  const fresh = (): ForwardWizardEvent[] =>
    quote.data ? [{ type: 'servicesLoaded', quotes: quote.data }] : [];
  const choose = (choice: ServiceChoice) =>
    wizard.dispatch(...fresh(), { type: 'chooseService', choice });

  return (
    <Stack space="md">
      <Text as="p" tone="secondary">
        <FormattedMessage id="forward.service.indicative" />
      </Text>
      <ul
        className={styles.services}
        aria-label={intl.formatMessage({ id: 'forward.service.list' })}
      >
        {services.map((service) => {
          const chosen =
            state.choice && sameService(state.choice.service, service) ? state.choice : null;
          return (
            <ServiceCard
              key={`${service.forwardingCompany}|${service.code}`}
              service={service}
              chosen={chosen}
              onChoose={(choice) => choose(choice)}
            />
          );
        })}
      </ul>
      <StepActions
        onBack={() => wizard.dispatch({ type: 'back' })}
        next={
          <Button
            disabled={!state.choice}
            onClick={() =>
              state.choice &&
              wizard.dispatch(
                ...fresh(),
                { type: 'chooseService', choice: state.choice },
                { type: 'next' },
              )
            }
          >
            <FormattedMessage id="forward.next" />
          </Button>
        }
      />
    </Stack>
  );
}

interface ServiceCardProps {
  service: ForwardService;
  /** The member's choice when it is this service. */
  chosen: ServiceChoice | null;
  onChoose: (choice: ServiceChoice) => void;
}

function ServiceCard({ service, chosen, onChoose }: ServiceCardProps) {
  const intl = useIntl();
  const brand = useBrand();
  const formatText = useFormatText();
  const money = (cents: Cents) => formatMoney(intl, cents);
  const features = optionalFeatures(service);
  const id = `service-${service.forwardingCompany}-${service.code}`.replace(/\W+/g, '-');

  return (
    <li className={styles.service} data-chosen={chosen ? '' : undefined}>
      <label className={styles.serviceChoice} htmlFor={id}>
        <input
          id={id}
          type="radio"
          name="forward-service"
          className={styles.radio}
          checked={!!chosen}
          onChange={() => onChoose({ service, optionCodes: [], notes: chosen?.notes ?? '' })}
        />
        <span className={styles.serviceFacts}>
          <Text weight="strong">{formatText(service.text)}</Text>
          <Text size="sm" tone="secondary">
            {service.forwardingCompany} · {formatText(service.deliveryTime)}
          </Text>
          <span className={styles.fees}>
            {brand.showOurFee && (
              <Text size="sm" tone="secondary">
                <FormattedMessage id="forward.productFee" />{' '}
                <span className={styles.amount}>{money(service.forwardFee)}</span>
              </Text>
            )}
            <Text size="sm" tone="secondary">
              <FormattedMessage id="forward.forwardCost" />{' '}
              <span className={styles.amount}>
                {/* Without the brand's fee shown on its own, it is part of the cost. */}
                {money(brand.showOurFee ? service.price : service.total)}
              </span>
            </Text>
          </span>
        </span>
        <span className={styles.serviceTotal}>
          <Text size="sm" tone="secondary">
            <FormattedMessage id="forward.total" />
          </Text>{' '}
          <Text weight="strong" className={styles.amount}>
            {money(totalWithOptions(service, chosen?.optionCodes ?? []))}
          </Text>
        </span>
      </label>
      {chosen && (
        <div className={styles.extras}>
          {features.length > 0 && (
            <Stack as="fieldset" space="xs" className={styles.plainFieldset}>
              <legend>
                <Text weight="medium">
                  <FormattedMessage id="forward.service.options" />
                </Text>
              </legend>
              {features.map((option) => (
                <Checkbox
                  key={option.code}
                  label={
                    option.price > 0
                      ? intl.formatMessage(
                          { id: 'forward.service.optionFee' },
                          { name: formatText(option.text), fee: money(option.price) },
                        )
                      : formatText(option.text)
                  }
                  checked={chosen.optionCodes.includes(option.code)}
                  onChange={(event) =>
                    onChoose({
                      ...chosen,
                      optionCodes: event.target.checked
                        ? [...chosen.optionCodes, option.code]
                        : chosen.optionCodes.filter((code) => code !== option.code),
                    })
                  }
                />
              ))}
            </Stack>
          )}
          <TextArea
            label={intl.formatMessage({ id: 'forward.service.notes' })}
            rows={3}
            maxLength={500}
            value={chosen.notes}
            onChange={(event) => onChoose({ ...chosen, notes: event.target.value })}
          />
        </div>
      )}
    </li>
  );
}
