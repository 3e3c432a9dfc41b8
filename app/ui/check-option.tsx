import type { ReactNode } from "react";

/** A choice in a list of rows (events, vendors): the look `CheckOption` has unless told. */
export const CHECK_ROW =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";

/**
 * One tickable choice of a group that shares `name`: the checkbox inside its label, which is
 * the whole tick target and shows it ticked (`has-[:checked]` in `className`).
 */
export function CheckOption({
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
