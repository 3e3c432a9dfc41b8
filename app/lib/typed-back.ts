import type { FormResult } from "./form";

/**
 * What a refused form shows again: the answer's typed values, unless the answer is to the
 * Delete button beside it (intent "delete"), whose values (only that intent) would blank it.
 * A name sent several times (a checkbox group) reads as its values joined by commas, as the
 * forms that read ticks from `values` expect.
 */
export function typedBack(result: FormResult | undefined): Record<string, string> | undefined {
  if (!result?.values || result.values.intent === "delete") return undefined;
  const several = Object.entries(result.lists ?? {}).filter(([, all]) => all.length > 1);
  return { ...result.values, ...Object.fromEntries(several.map(([n, all]) => [n, all.join(",")])) };
}
