import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from '#tabs/tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Address type',
    tabs: [
      { id: 'domestic', label: 'Domestic', panel: <p>Saved Australian addresses.</p> },
      {
        id: 'international',
        label: 'International',
        panel: <p>Saved overseas addresses.</p>,
        disabledReason: 'Available once your photo ID is verified',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The forward wizard's first step for a member without photo ID verification (§2, §5). */
export const InternationalDisabled: Story = {};

export const AllEnabled: Story = {
  args: {
    tabs: [
      { id: 'domestic', label: 'Domestic', panel: <p>Saved Australian addresses.</p> },
      { id: 'international', label: 'International', panel: <p>Saved overseas addresses.</p> },
    ],
    defaultSelectedId: 'international',
  },
};
