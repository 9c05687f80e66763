import { autoActionChoices, autoActionOf, type AutoAction } from '@portal/domain/auto-action';
import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';
import { useUpdateAutoAction } from '#settings/api/account-settings.ts';

/**
 * §2 Auto Actions (brands with includeAutoActions): what happens to a new letter (§3 autoAction),
 * each choice with what it costs per item under the member's plan.
 */
export function AutoActionsSection() {
  const intl = useIntl();
  const toast = useToast();
  const account = useAccount();
  const plan = usePlans().data?.find((each) => each.planId === account.planId);
  const update = useUpdateAutoAction();
  const money = (cents: number) => formatMoney(intl, cents);
  const choices = autoActionChoices(
    plan
      ? {
          envelopeScan: dollarsToCents(plan.envelopeScan),
          perLetter: dollarsToCents(plan.perLetter),
          perPage: dollarsToCents(plan.perPage),
        }
      : { envelopeScan: 0, perLetter: 0, perPage: 0 },
  );

  return (
    <Stack space="lg">
      <Text as="p">
        <FormattedMessage id="settings.autoActions.intro" />
      </Text>
      <RadioGroup
        label={intl.formatMessage({ id: 'settings.autoActions.label' })}
        value={String(autoActionOf(account.autoAction))}
        disabled={update.isPending}
        onChange={(value) =>
          update.mutate(Number(value) as AutoAction, {
            onSuccess: () =>
              toast(intl.formatMessage({ id: 'settings.saved' }), { tone: 'success' }),
            onError: () =>
              toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' }),
          })
        }
        options={choices.map((choice) => ({
          value: String(choice.autoAction),
          label: intl.formatMessage({ id: choice.labelKey }),
          description: plan
            ? intl.formatMessage(
                {
                  id: choice.perPage
                    ? 'settings.autoActions.costPerPage'
                    : choice.perItem
                      ? 'settings.autoActions.cost'
                      : 'settings.autoActions.free',
                },
                {
                  perItem: money(choice.perItem),
                  perPage: money(choice.perPage),
                  plan: plan.planName,
                },
              )
            : undefined,
        }))}
      />
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.autoActions.parcels" />
      </Text>
    </Stack>
  );
}
