import { Link } from "react-router";

/** A page whose screen arrives in a later piece of work. Never a 404. */
export function PlaceholderPage({
  title,
  children,
}: {
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-2xl space-y-4 text-stone-700">
        {children ?? <p>This page is being prepared. In the meantime, browse our vendors.</p>}
      </div>
      <Link to="/vendors" className="btn-primary mt-8">
        Browse Vendors
      </Link>
    </section>
  );
}
