import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import '#theme/global.css.ts';
import { vars } from '#theme/contract.css.ts';

/** CJK-capable stack: system UI first, then the Japanese and Chinese faces each platform ships. */
const BODY_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans CJK JP", "PingFang SC", "Microsoft YaHei", sans-serif';

/** Theme values for a brand colour. White text on the highlight: brand colours are chosen dark enough. */
export function themeValues(highlightColor: string) {
  return {
    color: {
      highlight: highlightColor,
      onHighlight: '#ffffff',
      text: '#1f2933',
      background: '#ffffff',
    },
    font: { body: BODY_FONT },
    space: { sm: '0.5rem', md: '1rem', lg: '2rem' },
    radius: { control: '0.375rem' },
  };
}

/** Applies a brand's theme to everything rendered inside it. */
export function BrandTheme({
  highlightColor,
  children,
}: {
  highlightColor: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        ...assignInlineVars(vars, themeValues(highlightColor)),
        fontFamily: vars.font.body,
        color: vars.color.text,
        background: vars.color.background,
        minHeight: '100%',
      }}
    >
      {children}
    </div>
  );
}
