import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '#stack/stack.tsx';
import { Text } from '#text/text.tsx';

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { children: 'Your mail, scanned and ready wherever you are.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = { args: { as: 'p' } };

export const Scale: Story = {
  render: () => (
    <Stack space="sm">
      {(['lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Text key={size} size={size} as="p">
          Size {size}: 郵便物をスキャンして、どこにいても確認できます。
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="sm">
      <Text as="p">Neutral: Scanned</Text>
      <Text as="p" tone="secondary">
        Secondary: 23/11/26
      </Text>
      <Text as="p" tone="critical">
        Critical: Pending forward
      </Text>
      <Text as="p" tone="positive">
        Positive: Card saved
      </Text>
      <Text as="p" tone="link" weight="medium">
        Link: Contact support
      </Text>
      <Text as="p" weight="strong">
        Strong: an unread letter
      </Text>
    </Stack>
  ),
};

export const Truncated: Story = {
  render: () => (
    <div style={{ maxWidth: '16rem' }}>
      <Text truncate weight="strong">
        Australian Taxation Office — Notice of assessment
      </Text>
    </div>
  ),
};
