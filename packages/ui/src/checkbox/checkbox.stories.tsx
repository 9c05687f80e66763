import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '#checkbox/checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Keep me signed in' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: {
    label: 'Signature on delivery',
    description: 'May incur fees',
  },
};
export const Indeterminate: Story = { args: { label: 'Select all', indeterminate: true } };
export const WithError: Story = {
  args: { label: 'I agree to the terms and conditions', error: 'Tick to continue' },
};
export const Disabled: Story = { args: { label: 'Scan contents', disabled: true } };
