import type { ComponentType } from 'react';

/**
 * The parts of a lazily loaded Chakra component with its recipe handed to the root, so that the recipe travels
 * in the component's chunk instead of the page's system (system.ts leaves these recipes out). A `recipe` given
 * by the caller still wins.
 */
export function withRecipe<T extends object>(parts: T, recipe: unknown): T {
  const out: Record<string, unknown> = { ...(parts as Record<string, unknown>) };
  for (const key of ['Root', 'RootProvider']) {
    const Real = (parts as Record<string, unknown>)[key] as ComponentType<Record<string, unknown>> | undefined;
    if (!Real) continue;
    const WithRecipe = (props: Record<string, unknown>) => <Real recipe={recipe} {...props} />;
    WithRecipe.displayName = (Real as { displayName?: string }).displayName ?? key;
    out[key] = WithRecipe;
  }
  return out as T;
}

/** A lazily loaded single-part Chakra component (Textarea…) with its recipe, as withRecipe does for compounds. */
export function withComponentRecipe<T>(Real: T, recipe: unknown): T {
  const Component = Real as unknown as ComponentType<Record<string, unknown>>;
  const WithRecipe = (props: Record<string, unknown>) => <Component recipe={recipe} {...props} />;
  WithRecipe.displayName = (Real as { displayName?: string }).displayName ?? 'Component';
  return WithRecipe as unknown as T;
}
