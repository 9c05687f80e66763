import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandTheme } from '#theme/brand-theme.tsx';
import { vars } from '#theme/contract.css.ts';
import { deriveBrandTokens } from '#theme/derive-brand-tokens.ts';
import { PALETTE } from '#theme/palette.ts';
import { amberTheme, pinkTheme } from '#theme/test-themes.css.ts';

/** `var(--color-highlight__x1)` → `--color-highlight__x1` */
const property = (variable: string) => variable.slice('var('.length, -1);

/** The value a colour token has inside a BrandTheme with the given theme class. */
function tokenIn(themeClass: string, variable: string): string {
  const { unmount } = render(
    <BrandTheme themeClass={themeClass}>
      <p>Inbox</p>
    </BrandTheme>,
  );
  const value = getComputedStyle(screen.getByText('Inbox')).getPropertyValue(property(variable));
  unmount();
  return value.trim();
}

describe('BrandTheme', () => {
  it('fills every colour token from the brand colour, from the stylesheet', () => {
    const tokens = deriveBrandTokens('#b45309');
    expect(tokenIn(amberTheme, vars.color.highlight)).toBe(tokens.highlight);
    expect(tokenIn(amberTheme, vars.color.onHighlight)).toBe(tokens.onHighlight);
    expect(tokenIn(amberTheme, vars.color.highlightText)).toBe(tokens.highlightText);
    expect(tokenIn(amberTheme, vars.color.danger)).toBe(PALETTE.danger);
    for (const variable of Object.values(vars.color)) {
      expect(tokenIn(amberTheme, variable)).not.toBe('');
    }
  });

  it('gives each brand its own colours and no inline style', () => {
    expect(tokenIn(pinkTheme, vars.color.highlight)).toBe(deriveBrandTokens('#be185d').highlight);
    expect(tokenIn(amberTheme, vars.color.highlight)).not.toBe(
      tokenIn(pinkTheme, vars.color.highlight),
    );
    render(
      <BrandTheme themeClass={pinkTheme}>
        <p>Folders</p>
      </BrandTheme>,
    );
    expect(screen.getByText('Folders').parentElement).not.toHaveAttribute('style');
  });
});
