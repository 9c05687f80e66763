import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/**
 * A bordered panel on the page's surface: the wizards' frames, the inbox's list and preview, and
 * every card. Screens compose it with their own layout (`style([cardPanel, { display: 'grid' }])`);
 * what they set themselves, a roomier padding or a sunken background, wins over it.
 */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A card: a panel with the inner space of one (a plan, a saved card, an address). */
export const cardPanel = style([panel, { padding: vars.space.md }]);
