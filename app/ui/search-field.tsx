import { Search } from "./icons";

/**
 * The "Search vendors" box (header, home hero, /vendors): a visually hidden label, the
 * magnifier and a `q` field. The form around it says where the search goes.
 */
export function SearchField({
  id,
  placeholder,
  inputClassName,
  defaultValue,
  large = false,
  className = "relative flex-1",
}: {
  id: string;
  placeholder: string;
  inputClassName: string;
  /** The current search; it also keys the field, so a new search resets what was typed. */
  defaultValue?: string;
  /** The hero's bigger icon, further in. */
  large?: boolean;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search vendors
      </label>
      <div className={className}>
        <Search
          className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-stone-500 ${
            large ? "left-4 size-5" : "left-3 size-4"
          }`}
          aria-hidden
        />
        <input
          id={id}
          key={defaultValue}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          className={inputClassName}
        />
      </div>
    </>
  );
}
