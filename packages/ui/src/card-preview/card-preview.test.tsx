import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardPreview } from '#card-preview/card-preview.tsx';

function renderCard(number: string, overrides: { name?: string; expiry?: string } = {}) {
  return render(
    <CardPreview
      number={number}
      name={overrides.name ?? 'Jane Citizen'}
      expiry={overrides.expiry ?? '04/28'}
      namePlaceholder="Name on card"
      expiryPlaceholder="MM/YY"
    />,
  );
}

describe('CardPreview', () => {
  it('groups the number as each brand prints it and names the brand', () => {
    const { rerender } = renderCard('378282246310005');
    expect(screen.getByText('3782 822463 10005')).toBeInTheDocument();
    expect(screen.getByText('American Express')).toBeInTheDocument();

    rerender(
      <CardPreview
        number="4242 4242 4242 4242"
        name=""
        expiry=""
        namePlaceholder="Name on card"
        expiryPlaceholder="MM/YY"
      />,
    );
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('VISA')).toBeInTheDocument();
  });

  it('names the brand a provider detected when the number is typed into its own field', () => {
    render(
      <CardPreview
        number=""
        brand="mastercard"
        name=""
        expiry=""
        namePlaceholder="Name on card"
        expiryPlaceholder="MM/YY"
      />,
    );
    expect(screen.getByText('Mastercard')).toBeInTheDocument();
    expect(screen.getByText('•••• •••• •••• ••••')).toBeInTheDocument();
  });

  it('follows the number as it is typed', () => {
    renderCard('305693090');
    expect(screen.getByText('3056 93090')).toBeInTheDocument();
    expect(screen.getByText('Diners Club')).toBeInTheDocument();
  });

  it('shows placeholders until the member types, and no brand for an unknown number', () => {
    const { container } = renderCard('', { name: '', expiry: '' });
    expect(screen.getByText('•••• •••• •••• ••••')).toBeInTheDocument();
    expect(screen.getByText('Name on card')).toBeInTheDocument();
    expect(screen.getByText('MM/YY')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-brand', 'unknown');
  });

  it('takes translated brand names and stays out of the accessibility tree', () => {
    const { container } = render(
      <CardPreview
        number="6212345678901234"
        name="王"
        expiry=""
        namePlaceholder=""
        expiryPlaceholder=""
        brandNames={{ unionpay: '银联' }}
      />,
    );
    expect(screen.getByText('银联')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
