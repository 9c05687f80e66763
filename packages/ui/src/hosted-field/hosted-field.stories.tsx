import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostedField } from '#hosted-field/hosted-field.tsx';

const meta = {
  title: 'Forms/HostedField',
  component: HostedField,
  args: { label: 'Card number', mountRef: { current: null } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HostedField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty until a provider (Stripe Elements) mounts its input into it. */
export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Your card number is incomplete.' } };
