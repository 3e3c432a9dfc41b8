import { Link } from "react-router";

const MESSAGES: Record<number, { title: string; body: string }> = {
  403: { title: "Access denied", body: "You do not have permission to view this page." },
  500: { title: "Something went wrong", body: "Please try refreshing the page." },
};

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
      <section className="container-page flex flex-col items-center py-24 text-center">
        <p className="text-6xl font-bold text-brand-700" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold">Oops! Page not found</h1>
        <p className="mt-2 text-stone-600">
          The page you are looking for doesn't exist or has moved.
        </p>
        <Link to="/" className="btn-primary mt-8">
          Return to Home
        </Link>
      </section>
    );
  }
  const copy = MESSAGES[status] ?? MESSAGES[500];
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
