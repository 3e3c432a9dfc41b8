import type { IconComponent } from "./icons";

/** One look for every "nothing to show" message: an icon, a title, a line and an action. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  role,
  titleAs: Title = "h2",
  className = "",
}: {
  icon: IconComponent;
  title: React.ReactNode;
  body?: React.ReactNode;
  action?: React.ReactNode;
  role?: "alert" | "status";
  titleAs?: "h1" | "h2" | "p";
  className?: string;
}) {
  return (
    <div
      role={role}
      className={`card flex flex-col items-center px-6 py-12 text-center sm:px-10 ${className}`}
    >
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden />
      </span>
      <Title className="mt-4 font-display text-xl font-semibold sm:text-2xl">{title}</Title>
      {body ? <p className="mt-2 max-w-md text-stone-600">{body}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
