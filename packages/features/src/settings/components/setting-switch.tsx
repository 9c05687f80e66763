import { Checkbox } from '@portal/ui/checkbox';
import { useToast } from '@portal/ui/toast';
import type { UseMutationResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

interface SettingSwitchProps<Input> {
  label: string;
  /** One sentence on what the member gets with it on. */
  description: string;
  checked: boolean;
  mutation: Pick<UseMutationResult<unknown, Error, Input>, 'mutate' | 'isPending'>;
  input: (on: boolean) => Input;
}

/**
 * A setting that is on or off and saves as soon as it changes: the box shows the account's value,
 * is held while the server answers, and a toast says whether it was kept. Held with aria-disabled,
 * not disabled: a disabled box drops the keyboard's focus, so the member could not press Space
 * again once the save was done.
 */
export function SettingSwitch<Input>({
  label,
  description,
  checked,
  mutation,
  input,
}: SettingSwitchProps<Input>) {
  const intl = useIntl();
  const toast = useToast();
  return (
    <Checkbox
      label={label}
      description={description}
      checked={checked}
      aria-disabled={mutation.isPending || undefined}
      onChange={(event) => {
        if (mutation.isPending) return;
        mutation.mutate(input(event.target.checked), {
          onSuccess: () => toast(intl.formatMessage({ id: 'settings.saved' }), { tone: 'success' }),
          onError: () =>
            toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' }),
        });
      }}
    />
  );
}
