import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '#box/box.tsx';
import { Heading } from '#heading/heading.tsx';
import { Text } from '#text/text.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Balance"
      display="flex"
      flexDirection="column"
      gap="sm"
      padding={{ mobile: 'md', tablet: 'lg' }}
      background="surface"
      borderRadius="lg"
      boxShadow="raised"
      maxWidth="form"
    >
      <Heading level={2} size={3}>
        Balance
      </Heading>
      <Text size="lg" weight="strong">
        $87.40
      </Text>
      <Text tone="secondary" size="sm">
        Tops up $50 when it falls below $20
      </Text>
    </Box>
  ),
};
