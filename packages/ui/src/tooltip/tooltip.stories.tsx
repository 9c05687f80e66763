import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Tooltip } from '#tooltip/tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Available once your photo ID is verified',
    children: (triggerProps) => (
      <Button variant="secondary" aria-disabled="true" {...triggerProps}>
        International
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem 2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the button to see the tip. */
export const ExplainsADisabledControl: Story = {};
export const Below: Story = { args: { placement: 'bottom' } };
