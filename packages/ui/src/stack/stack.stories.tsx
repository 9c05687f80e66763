import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Heading } from '#heading/heading.tsx';
import { Stack } from '#stack/stack.tsx';
import { Text } from '#text/text.tsx';
import { TextField } from '#text-field/text-field.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: (args) => (
    <Stack {...args} as="form" aria-label="Forgot password">
      <Heading level={2}>Forgot your password?</Heading>
      <Text as="p" tone="secondary">
        We will email you a link to set a new one.
      </Text>
      <TextField label="Email" type="email" />
      <Button type="submit">Reset Password</Button>
    </Stack>
  ),
};

export const Spaces: Story = {
  render: () => (
    <Stack space="lg">
      {(['xs', 'sm', 'md', 'lg'] as const).map((space) => (
        <Stack key={space} space={space} as="ul" aria-label={`Space ${space}`}>
          <li>Space {space}</li>
          <li>Second item</li>
          <li>Third item</li>
        </Stack>
      ))}
    </Stack>
  ),
};
