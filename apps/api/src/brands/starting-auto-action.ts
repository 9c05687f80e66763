import { AUTO_ACTION, type AutoAction } from '@portal/domain/auto-action';
import type { Brand } from '#brands/brand-registry.ts';

/**
 * What a new member's letters get on arrival. Opening and scanning every letter is a paid standing
 * order that only the Auto Actions settings can cancel, so a brand without them starts its members
 * on the free envelope scan (issue 32); they ask for an opening letter by letter.
 */
export function startingAutoAction(brand: Brand): AutoAction {
  return brand.includeAutoActions ? AUTO_ACTION.openAndScan : AUTO_ACTION.scanEnvelope;
}
