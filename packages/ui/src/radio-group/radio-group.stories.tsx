import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '#radio-group/radio-group.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'ID type',
    defaultValue: 'licence',
    options: [
      { value: 'licence', label: 'Drivers License / Government ID Card' },
      { value: 'passport', label: 'Passport', description: 'No back photo needed' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdType: Story = {};
export const Horizontal: Story = {
  args: {
    label: 'Does the parcel contain dangerous goods?',
    orientation: 'horizontal',
    defaultValue: 'no',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};
export const WithError: Story = {
  args: { defaultValue: undefined, error: 'Choose an ID type' },
};
