import { Form } from "react-router";

/**
 * A list narrowed by one choice: a GET form with a labelled select (its first option, `allLabel`,
 * shows everything) and a "Show" button, so it works without JavaScript and the address says
 * what is shown. `spacing` places the form; `width` sizes the select.
 */
export function SelectFilter({
  id,
  name,
  label,
  allLabel,
  value,
  options,
  spacing,
  width,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  value: number | string | null;
  options: { value: number | string; label: string }[];
  spacing: string;
  width: string;
}) {
  return (
    <Form method="get" className={`${spacing} flex flex-wrap items-end`}>
      <div>
        <label htmlFor={id} className="label">
          {label}
        </label>
        <select id={id} name={name} defaultValue={value ?? ""} className={`input ${width}`}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Show
      </button>
    </Form>
  );
}
