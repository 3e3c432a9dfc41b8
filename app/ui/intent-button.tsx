import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";

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

/**
 * An add or edit form's row of buttons: save (saying "Saving..." while `busy`), any others
 * (`children`), then Cancel back to `cancelTo` when the form has somewhere to go back to.
 */
export function SaveButtons({
  intent,
  label,
  busy,
  cancelTo,
  cancelClassName = "btn-secondary",
  children,
}: {
  intent: string;
  label: string;
  busy: boolean;
  cancelTo?: string;
  cancelClassName?: "btn-secondary" | "btn-ghost";
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <IntentButton intent={intent} className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : label}
      </IntentButton>
      {children}
      {cancelTo ? (
        <Link to={cancelTo} className={cancelClassName}>
          Cancel
        </Link>
      ) : null}
    </div>
  );
}
