import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from '#stepper/stepper.tsx';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    label: 'Signup steps',
    currentId: 'addresses',
    progressLabel: (position, total) => `Step ${position} of ${total}`,
    completedLabel: (step) => `${step}, completed`,
    steps: [
      { id: 'account', label: 'Account details' },
      { id: 'addresses', label: 'Addresses' },
      { id: 'plan', label: 'Plan and payment' },
      { id: 'complete', label: 'Complete' },
    ],
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 768 px and wider: every step in a row. Narrow the window to see the mobile variant. */
export const Signup: Story = {};
export const FirstStep: Story = { args: { currentId: 'account' } };
export const LastStep: Story = { args: { currentId: 'complete' } };
