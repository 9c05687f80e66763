import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandTheme } from '#theme/brand-theme.tsx';
import { vars } from '#theme/contract.css.ts';
import { deriveBrandTokens } from '#theme/derive-brand-tokens.ts';

/** `var(--color-highlight__x1)` → `--color-highlight__x1` */
const property = (variable: string) => variable.slice('var('.length, -1);

function themeRoot(highlightColor: string) {
  render(
    <BrandTheme highlightColor={highlightColor}>
      <p>Inbox</p>
    </BrandTheme>,
  );
  return screen.getByText('Inbox').parentElement as HTMLElement;
}

describe('BrandTheme', () => {
  it('fills every colour token from the brand colour, at runtime', () => {
    const root = themeRoot('#b45309');
    const tokens = deriveBrandTokens('#b45309');
    expect(root.style.getPropertyValue(property(vars.color.highlight))).toBe(tokens.highlight);
    expect(root.style.getPropertyValue(property(vars.color.onHighlight))).toBe(tokens.onHighlight);
    expect(root.style.getPropertyValue(property(vars.color.highlightText))).toBe(
      tokens.highlightText,
    );
    for (const variable of Object.values(vars.color)) {
      expect(root.style.getPropertyValue(property(variable))).not.toBe('');
    }
  });

  it('changes the theme when the brand colour changes', () => {
    const { rerender } = render(
      <BrandTheme highlightColor="#0f766e">
        <p>Inbox</p>
      </BrandTheme>,
    );
    const root = screen.getByText('Inbox').parentElement as HTMLElement;
    rerender(
      <BrandTheme highlightColor="#be185d">
        <p>Inbox</p>
      </BrandTheme>,
    );
    expect(root.style.getPropertyValue(property(vars.color.highlight))).toBe('#be185d');
  });
});
