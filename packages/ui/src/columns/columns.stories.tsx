import type { Meta, StoryObj } from '@storybook/react-vite';
import { Column, Columns } from '#columns/columns.tsx';
import { Text } from '#text/text.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'md', collapseBelow: 'tablet' },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MailRow: Story = {
  render: (args) => (
    <Columns {...args} alignY="center">
      <Column>
        <Text weight="strong" truncate>
          Australian Taxation Office — Notice of assessment for the 2025–26 financial year
        </Text>
      </Column>
      <Column width="content">
        <Text tone="secondary" size="sm">
          Pending scan
        </Text>
      </Column>
      <Column width="content">
        <Text tone="secondary" size="sm" as="time" dateTime="2026-11-23">
          23/11/26
        </Text>
      </Column>
    </Columns>
  ),
};
