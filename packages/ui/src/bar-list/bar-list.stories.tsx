import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarList } from '#bar-list/bar-list.tsx';

const meta = {
  title: 'Data/BarList',
  component: BarList,
  args: {
    label: 'Envelopes',
    bars: [
      { label: 'Stored, within the free period', value: 12 },
      { label: 'Stored, outside the free period', value: 3, tone: 'danger' },
      { label: 'Forwarded', value: 40, tone: 'neutral' },
      { label: 'Shredded', value: 25, tone: 'muted' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllZero: Story = {
  args: {
    bars: [
      { label: 'Forwarded', value: 0 },
      { label: 'Destroyed', value: 0 },
    ],
  },
};
