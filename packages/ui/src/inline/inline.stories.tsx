import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Inline } from '#inline/inline.tsx';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm' },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  render: (args) => (
    <Inline {...args}>
      <Button>Scan</Button>
      <Button variant="secondary">Forward</Button>
      <Button variant="secondary">Shred</Button>
      <Button variant="secondary">Return to sender</Button>
      <Button variant="danger">Delete</Button>
    </Inline>
  ),
};

export const SpreadApart: Story = {
  args: { align: 'between' },
  render: (args) => (
    <Inline {...args}>
      <Button variant="link">Forgot your password?</Button>
      <Button variant="link">Sign up</Button>
    </Inline>
  ),
};
