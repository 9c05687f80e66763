import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, ICON_NAMES } from '#icon/icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'inbox' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 8rem)', gap: '1rem' }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
