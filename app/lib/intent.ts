import { z } from "zod";

/**
 * The actions a form can ask for, by the `intent` its submit button posts. One discriminated
 * union per action (`intentSchema(NAMES)`), read once (`readIntent`) and dispatched by a
 * `switch`; the names are constants in the area's zod-free module, shared with the form.
 */
export function intentSchema<const T extends string>(names: readonly T[]) {
  const [first, ...rest] = names.map((name) => z.object({ intent: z.literal(name) }));
  if (!first) throw new Error("An action takes at least one intent");
  return z.discriminatedUnion("intent", [first, ...rest]) as z.ZodType<{ intent: T }>;
}

/** The intent `form` posts (`fallback` when it posts none), or null when it is none of them. */
export function readIntent<T extends string>(
  schema: z.ZodType<{ intent: T }>,
  form: FormData,
  fallback?: T,
): T | null {
  const parsed = schema.safeParse({ intent: form.get("intent") ?? fallback });
  return parsed.success ? parsed.data.intent : null;
}
