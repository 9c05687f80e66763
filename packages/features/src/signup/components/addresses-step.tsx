import { locationsByState } from '@portal/domain/signup-wizard';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatText } from '#shared/server-text.ts';
import { useBrand } from '#shared/use-brand.ts';
import { useAddLocationsMutation, useLocations } from '#signup/api/locations.ts';
import * as styles from '#signup/components/signup.css.ts';
import type { SignupProgress } from '#signup/wizard/signup-storage.ts';
import type { SignupWizard } from '#signup/wizard/use-signup-wizard.ts';

interface AddressesStepProps {
  wizard: SignupWizard;
  onDone: (change: Partial<SignupProgress>) => void;
}

/**
 * §2 signup addresses step: the brand's locations grouped by state, chosen with checkboxes; Save
 * appears once at least one is chosen (§5).
 */
export function AddressesStep({ wizard, onDone }: AddressesStepProps) {
  const intl = useIntl();
  const formatText = useFormatText();
  const brand = useBrand();
  const locations = useLocations();
  const save = useAddLocationsMutation();
  const [chosen, setChosen] = useState(() => new Set(wizard.progress.locationIds));
  const { update } = wizard;

  const toggle = (locationId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(locationId);
    else next.delete(locationId);
    setChosen(next);
    update({ locationIds: [...next] });
  };

  const submit = async () => {
    const locationIds = [...chosen];
    try {
      await save.mutateAsync(locationIds);
    } catch (error) {
      console.error(error);
      return;
    }
    onDone({ locationIds });
  };

  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={2} size={3} id="signup-step-heading">
          <FormattedMessage id="signup.addresses.title" />
        </Heading>
        <Text as="p" tone="secondary">
          <FormattedMessage id="signup.addresses.intro" />
        </Text>
      </Stack>
      <Alert tone="info">
        <FormattedMessage id="signup.addresses.banner" />
      </Alert>
      {save.isError && (
        <Alert tone="error">
          <FormattedMessage id="common.error" />
        </Alert>
      )}
      {locations.length === 0 && (
        <Text as="p">
          <FormattedMessage id="signup.addresses.none" values={{ email: brand.email }} />
        </Text>
      )}
      <div className={styles.states}>
        {locationsByState(locations).map(({ state, locations: inState }) => (
          <fieldset key={state} className={styles.fieldset}>
            <legend className={styles.legend}>{state}</legend>
            <ul className={styles.locationList}>
              {inState.map((location) => (
                <li key={location.locationId} className={styles.choiceCard}>
                  <Checkbox
                    label={
                      <Text weight="strong">
                        {location.street}, {location.city}
                      </Text>
                    }
                    description={[
                      `${location.suburb} ${location.state} ${location.postcode}`,
                      location.note && formatText(location.note),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    checked={chosen.has(location.locationId)}
                    onChange={(event) => toggle(location.locationId, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {chosen.size > 0 && (
        <div className={styles.actions}>
          <Text tone="secondary">
            <FormattedMessage id="signup.addresses.chosen" values={{ count: chosen.size }} />
          </Text>
          <Button loading={save.isPending} onClick={() => void submit()}>
            {intl.formatMessage({ id: 'signup.addresses.save' })}
          </Button>
        </div>
      )}
    </Stack>
  );
}
