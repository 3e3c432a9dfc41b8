import type { ReactNode } from "react";

/** How a choice looks; each shows it ticked (`has-[:checked]`). */
const LOOKS = {
  /** A row in a list (events): the default. */
  row: "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
  /** A row in a list of vendors to write to. */
  vendor:
    "flex min-h-11 items-center gap-3 rounded-xl border border-stone-300 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
  /** A tile in a grid of short names (categories). */
  tile: "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
  /** A chip in a form (languages, faiths, diets). */
  chip: "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
  /** A small chip in the directory's filter panel. */
  filter:
    "flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50",
};

/**
 * One tickable choice of a group that shares `name`: the checkbox inside its label, which is
 * the whole tick target.
 */
function CheckOption({
  name,
  value,
  checked,
  look,
  children,
}: {
  name: string;
  value: string | number;
  checked?: boolean;
  look: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <label className={LOOKS[look]}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 accent-brand-700"
      />
      {children}
    </label>
  );
}

/** A choice of `CheckOptions`: its value, and its label (a string choice is its own label). */
export type Choice<V extends string | number> = V | { value: V; label: ReactNode };

/** One `CheckOption` for each choice, named `name`; those in `checked` start ticked. */
export function CheckOptions<V extends string | number>({
  name,
  options,
  checked = [],
  look = "row",
}: {
  name: string;
  options: readonly Choice<V>[];
  checked?: readonly V[];
  look?: keyof typeof LOOKS;
}) {
  return options.map((option) => {
    const value = typeof option === "object" ? option.value : option;
    const label = typeof option === "object" ? option.label : option;
    return (
      <CheckOption
        key={value}
        name={name}
        value={value}
        checked={checked.includes(value)}
        look={look}
      >
        {label}
      </CheckOption>
    );
  });
}
