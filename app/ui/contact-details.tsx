import { Mail, Phone } from "./icons";

export const CONTACT_EMAIL = "hello@saath.example";
export const CONTACT_PHONE = "020 7946 0123";

/** The team's e-mail address and phone number as links (footer and /contact). */
export function ContactLinks({
  className,
  linkClassName,
  iconClassName = "size-4",
}: {
  className: string;
  linkClassName: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      <li>
        <a href={`mailto:${CONTACT_EMAIL}`} className={linkClassName}>
          <Mail className={iconClassName} aria-hidden /> {CONTACT_EMAIL}
        </a>
      </li>
      <li>
        <a href={`tel:${CONTACT_PHONE.replaceAll(" ", "")}`} className={linkClassName}>
          <Phone className={iconClassName} aria-hidden /> {CONTACT_PHONE}
        </a>
      </li>
    </ul>
  );
}
