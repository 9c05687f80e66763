import { vars } from '#theme/contract.css.ts';

/** A step of the theme's space scale, the only distances layout primitives take. */
export type Space = 'none' | keyof typeof vars.space;

/** One class-style per space step for a CSS property, as recipe variants. */
export function spaceVariants<Property extends string>(property: Property) {
  const steps = Object.keys(vars.space) as (keyof typeof vars.space)[];
  return Object.fromEntries([
    ['none', { [property]: 0 }],
    ...steps.map((step) => [step, { [property]: vars.space[step] }]),
  ]) as Record<Space, Record<Property, string | number>>;
}
