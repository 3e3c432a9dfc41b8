import type { ReactNode } from "react";

/** A choice in a list of rows (events, vendors): the look `CheckOption` has unless told. */
const CHECK_ROW =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";

/**
 * One tickable choice of a group that shares `name`: the checkbox inside its label, which is
 * the whole tick target and shows it ticked (`has-[:checked]` in `className`).
 */
function CheckOption({
  name,
  value,
  checked,
  className = CHECK_ROW,
  children,
}: {
  name: string;
  value: string | number;
  checked?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
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
  className,
}: {
  name: string;
  options: readonly Choice<V>[];
  checked?: readonly V[];
  className?: string;
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
        className={className}
      >
        {label}
      </CheckOption>
    );
  });
}
