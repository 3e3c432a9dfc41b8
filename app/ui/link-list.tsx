import { Link } from "react-router";

/** A list of plain text links (footer columns, /contact's quick answers). */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: ReadonlyArray<{ to: string; label: string }>;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
