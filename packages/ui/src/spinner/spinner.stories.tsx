import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '#spinner/spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading mail' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true, size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
