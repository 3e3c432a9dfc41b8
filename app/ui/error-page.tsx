import { Link } from "react-router";
import { ERROR_MESSAGES } from "./error-messages";
import { ReturnHomeLinks } from "./link-buttons";

export function ErrorPage({
  status,
  message,
}: {
  status: number;
  path?: string;
  message?: string;
}) {
  if (status === 404) {
    return (
      <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <p
          className="font-display text-8xl leading-none font-bold text-brand-700 sm:text-9xl"
          aria-hidden
        >
          4<span className="text-saffron-400">0</span>4
        </p>
        <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-stone-600">
          The page you are looking for doesn't exist or has moved.
        </p>
        <ReturnHomeLinks also={{ to: "/vendors", label: "Find Wedding Vendors" }} />
      </section>
    );
  }
  const copy = ERROR_MESSAGES[status] ?? ERROR_MESSAGES[500];
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-2 text-stone-600">{message ?? copy.body}</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
