import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '#button/button.tsx';
import { Icon } from '#icon/icon.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Forward' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Shred' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };
export const Small: Story = { args: { size: 'sm', variant: 'secondary' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: (
      <>
        <Icon name="forward" /> Forward
      </>
    ),
  },
};
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      <Button>Update Payment Method</Button>
      <Button variant="secondary">New Address</Button>
      <Button variant="danger">Close account</Button>
      <Button variant="link">Click here to redo</Button>
      <Button loading>Sending</Button>
      <Button disabled>Next</Button>
    </div>
  ),
};
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <ButtonLink href="/Login">Log In</ButtonLink>
      <ButtonLink href="/signup" variant="secondary">
        Signup
      </ButtonLink>
    </div>
  ),
};
