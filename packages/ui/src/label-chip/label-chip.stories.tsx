import type { Meta, StoryObj } from '@storybook/react-vite';
import { LABEL_COLOURS, LabelChip, LabelChips } from '#label-chip/label-chip.tsx';

const meta = {
  title: 'Data/LabelChip',
  component: LabelChip,
  args: { name: 'Tax', colour: 'green' },
} satisfies Meta<typeof LabelChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLabel: Story = {};

/** Every colour, as a mail row shows an item's labels. */
export const EveryColour: Story = {
  render: () => (
    <LabelChips label="Labels" labels={LABEL_COLOURS.map((colour) => ({ name: colour, colour }))} />
  ),
};

/** A name longer than the chip's room is cut with an ellipsis; hovering shows it whole. */
export const LongName: Story = {
  args: { name: 'Insurance renewals 2026–27 household', colour: 'blue' },
};
