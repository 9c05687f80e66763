import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '#select/select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Language',
    defaultValue: 'en',
    options: [
      { value: 'en', label: 'English' },
      { value: 'jp', label: '日本語' },
      { value: 'zh-CN', label: '简体中文' },
      { value: 'zh-TW', label: '繁體中文' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Language: Story = {};
export const SavedAddresses: Story = {
  args: {
    label: 'Address',
    defaultValue: '',
    placeholder: 'Choose an address',
    options: [
      { value: '1', label: 'Jane Citizen, 1 George St, Sydney NSW 2000' },
      { value: '2', label: 'Jane Citizen, 20 Queen St, Brisbane QLD 4000' },
    ],
  },
};
export const WithError: Story = {
  args: {
    label: 'Reason',
    defaultValue: '',
    placeholder: 'Choose a reason',
    error: 'Can not be blank',
    options: [{ value: 'gift', label: 'Gift' }],
  },
};
