import { useLocation } from "react-router";

/**
 * Hidden inputs for the current query's parameters, so a GET form that changes one thing (the
 * search words, the order) keeps every other filter, including the traditions and budget ones.
 * The page number is never kept: a new search or order starts at page 1.
 */
export function KeptParams({ except }: { except: string }) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(
    ([name]) => name !== except && name !== "page",
  );
  return kept.map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));
}
