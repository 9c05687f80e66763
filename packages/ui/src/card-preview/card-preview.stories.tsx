import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CardPreview } from '#card-preview/card-preview.tsx';
import { TextField } from '#text-field/text-field.tsx';

const meta = {
  title: 'Forms/CardPreview',
  component: CardPreview,
  args: {
    number: '4242424242424242',
    name: 'Jane Citizen',
    expiry: '04/28',
    namePlaceholder: 'Name on card',
    expiryPlaceholder: 'MM/YY',
  },
} satisfies Meta<typeof CardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {};
export const Amex: Story = { args: { number: '378282246310005' } };
export const Diners: Story = { args: { number: '30569309025904' } };
export const Empty: Story = { args: { number: '', name: '', expiry: '' } };

function LiveForm() {
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem' }}>
      <CardPreview
        number={number}
        name={name}
        expiry={expiry}
        namePlaceholder="Name on card"
        expiryPlaceholder="MM/YY"
      />
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
      />
    </div>
  );
}

/** Type into the fields: the preview groups the number as the card brand prints it. */
export const Live: Story = { render: () => <LiveForm /> };
