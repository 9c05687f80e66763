import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from '#alert/alert.tsx';
import { Button } from '#button/button.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'success', children: 'Payment updated' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorMessage: Story = {
  args: { tone: 'error', children: 'Incorrect email or password' },
};
export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Fastest processing',
    children:
      'The PO Box has the fastest mail processing. Street addresses for couriers are available on request.',
  },
};
export const Dismissible: Story = {
  args: {
    tone: 'info',
    children: 'Your browser is now authorised. Log in to continue.',
    dismissAction: { onDismiss: fn(), label: 'Dismiss' },
  },
};
export const Banner: Story = {
  args: {
    tone: 'info',
    layout: 'banner',
    children: <a href="/Members/Account/Verification">Verify your identity to view your mail</a>,
    dismissAction: { onDismiss: fn(), label: 'Dismiss' },
  },
};
export const WithAction: Story = {
  args: {
    tone: 'info',
    title: 'Your account is paused',
    children: 'Mail that arrives is held for you, unopened and unscanned, until you unpause.',
    action: (
      <Button size="sm" onClick={fn()}>
        Unpause
      </Button>
    ),
  },
};
