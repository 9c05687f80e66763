import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '#heading/heading.tsx';
import { Stack } from '#stack/stack.tsx';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { level: 1, children: 'Inbox' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="md">
      <Heading level={1}>Account settings</Heading>
      <Heading level={2}>Payment method</Heading>
      <Heading level={3}>Automatic top-up</Heading>
      <Heading level={4}>受信トレイ・転送履歴</Heading>
    </Stack>
  ),
};
