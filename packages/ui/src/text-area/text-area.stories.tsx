import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '#text-area/text-area.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ForwardNotes: Story = {
  args: { label: 'Forward Notes', description: 'Printed on the forwarding slip', rows: 3 },
};
export const WithError: Story = {
  args: { label: 'Description', error: 'You must include a description' },
};
