import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from '#password-field/password-field.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', showPasswordLabel: 'Show password', autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RepeatMismatch: Story = {
  args: { label: 'Repeat password', autoComplete: 'new-password', error: 'Must match password' },
};
