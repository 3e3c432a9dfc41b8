/** A `select`'s options: each of `values`, shown as its label. */
export function Options<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
