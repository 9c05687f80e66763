import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo, type ReactNode } from 'react';
import '#theme/global.css.ts';
import { baseTheme } from '#theme/base-theme.css.ts';
import { vars } from '#theme/contract.css.ts';
import { deriveBrandTokens } from '#theme/derive-brand-tokens.ts';
import { PALETTE } from '#theme/palette.ts';

/** Applies a brand's theme, from its configured highlightColor, to everything rendered inside it. */
export function BrandTheme({
  highlightColor,
  children,
}: {
  highlightColor: string;
  children: ReactNode;
}) {
  // Every colour of the theme: the shared palette plus the tokens derived from the highlight.
  const style = useMemo(
    () => assignInlineVars(vars.color, { ...PALETTE, ...deriveBrandTokens(highlightColor) }),
    [highlightColor],
  );
  return (
    <div className={baseTheme} style={style}>
      {children}
    </div>
  );
}
