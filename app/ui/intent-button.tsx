import type { ButtonHTMLAttributes } from "react";

/**
 * A submit button that names the action's intent (`intent=…`, the discriminant of the action's
 * `z.discriminatedUnion("intent")`): the one way a form with several actions says which.
 */
export function IntentButton({
  intent,
  className = "btn-primary",
  ...props
}: { intent: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value">) {
  return <button type="submit" name="intent" value={intent} className={className} {...props} />;
}
