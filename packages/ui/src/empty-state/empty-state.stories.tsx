import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { Icon } from '#icon/icon.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: "We didn't find anything to show here", icon: 'inbox' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyList: Story = {};
export const NoFolders: Story = {
  args: {
    icon: 'folder',
    title: 'No folders created',
    description: 'To create a folder click Add/Delete Folder',
    action: <Button variant="secondary">Add/Delete Folder</Button>,
  },
};
export const NothingSelected: Story = {
  args: {
    icon: 'mail',
    title: 'Nothing is selected',
    children: (
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          gap: '0.25rem 0.75rem',
          margin: 0,
        }}
      >
        <dt>
          <Icon name="scan" />
        </dt>
        <dd style={{ margin: 0, textAlign: 'start' }}>Scan contents</dd>
        <dt>
          <Icon name="forward" />
        </dt>
        <dd style={{ margin: 0, textAlign: 'start' }}>Forward</dd>
        <dt>
          <Icon name="shred" />
        </dt>
        <dd style={{ margin: 0, textAlign: 'start' }}>Shred</dd>
      </dl>
    ),
  },
};
