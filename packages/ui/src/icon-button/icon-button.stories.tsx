import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '#icon-button/icon-button.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'help', label: 'Support' },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem 2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Highlight: Story = {
  args: { tone: 'highlight', icon: 'download', label: 'Download' },
};
export const DeleteFolder: Story = {
  args: { tone: 'danger', icon: 'trash', label: 'Delete folder Receipts', size: 'sm' },
};
export const Toggle: Story = {
  args: { icon: 'eye', label: 'Show password', 'aria-pressed': true },
};
export const Disabled: Story = { args: { icon: 'shred', label: 'Shred', disabled: true } };
