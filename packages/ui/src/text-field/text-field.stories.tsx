import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '#text-field/text-field.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: {
    label: 'Mobile number',
    type: 'tel',
    description: 'Must start with +61',
    defaultValue: '+61',
  },
};
export const WithError: Story = {
  args: { label: 'First name', type: 'text', error: 'Can not be blank', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'member@example.com' } };
export const HiddenLabel: Story = {
  args: { label: 'Search mail', hideLabel: true, type: 'search', placeholder: 'Search' },
};
