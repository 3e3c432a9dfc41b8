import type { ReactNode } from "react";
import { Quote } from "./icons";

/**
 * One testimonial as a list item: the quote mark, the words (`children`, inside the
 * blockquote), who said it and where they are or what business they run.
 */
export function QuoteCard({
  name,
  detail,
  className,
  quoteClassName = "",
  children,
  ...attributes
}: {
  name: string;
  detail: string;
  className: string;
  quoteClassName?: string;
  children: ReactNode;
  "aria-roledescription"?: string;
}) {
  return (
    <li className={`card flex flex-col p-6 ${className}`} {...attributes}>
      <Quote className="size-8 text-saffron-400" aria-hidden />
      <blockquote className={`mt-3 flex-1 text-stone-800 ${quoteClassName}`}>{children}</blockquote>
      <p className="mt-4 font-semibold">{name}</p>
      <p className="text-sm text-stone-600">{detail}</p>
    </li>
  );
}
