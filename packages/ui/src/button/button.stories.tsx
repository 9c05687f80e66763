import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '#button/button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Forward' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/Login" variant="secondary">
      Log In
    </ButtonLink>
  ),
};
