import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '#test-support/browser-apis.ts';
import { useIsDesktop } from '#use-media-query/use-media-query.ts';

function Layout() {
  return <p>{useIsDesktop() ? 'full width' : 'mobile'}</p>;
}

describe('useIsDesktop', () => {
  it('switches layouts at 768 px as the window is resized', () => {
    setViewportWidth(767);
    render(<Layout />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => setViewportWidth(768));
    expect(screen.getByText('full width')).toBeInTheDocument();
    act(() => setViewportWidth(500));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
