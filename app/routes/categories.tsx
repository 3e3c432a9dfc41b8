import { Link } from "react-router";
import { loadCategoryCounts } from "~/features/directory/directory.server";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { CATEGORIES, categoryImage } from "~/features/vendors/categories";
import { CATEGORY_DESCRIPTIONS } from "~/features/vendors/category-descriptions";
import { pluralise } from "~/lib/format";
import { originFrom, seo } from "~/lib/seo";
import { CardMedia } from "~/ui/card-media";
import { ConnectionNotice } from "~/ui/connection-notice";
import { LinkButtons } from "~/ui/link-buttons";
import type { Route } from "./+types/categories";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export async function loader() {
  const { data: counts, connectionIssue } = await loadCategoryCounts().catch(() => ({
    data: {} as Record<string, number>,
    connectionIssue: true,
  }));
  return { counts, connectionIssue };
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { counts, connectionIssue } = loaderData;
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">Wedding Vendor Categories</h1>
          <p className="mt-2 text-stone-700">
            Everything for the mehndi, the sangeet, the ceremony and the reception.
          </p>
        </div>
        <LinkButtons
          className="flex flex-wrap gap-2"
          links={[
            { to: "/vendors", label: "View All Vendors" },
            { to: "/add-business", label: "Add Your Business", primary: true },
          ]}
        />
      </div>
      {connectionIssue ? <ConnectionNotice /> : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={`/category/${category.id}`}
              className="group card flex h-full overflow-hidden transition-shadow hover:shadow-md sm:flex-col"
            >
              {/* A compact row on phones (22 tall cards make a very long page), a tile above. */}
              <CardMedia
                image={categoryImage(category.id)}
                compact
                imageClassName="sm:aspect-[4/3]"
              >
                <h2 className="font-sans text-base leading-snug font-semibold group-hover:text-brand-700 sm:text-lg">
                  {category.name}
                </h2>
                <p className="mt-1 line-clamp-2 flex-1 text-sm text-stone-600 sm:line-clamp-none">
                  {CATEGORY_DESCRIPTIONS[category.id]}
                </p>
                <p className="mt-2 text-sm font-semibold text-brand-700 sm:mt-3">
                  {pluralise(counts[category.id] ?? 0, "vendor")}
                </p>
              </CardMedia>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Wedding Vendor Categories",
    description:
      "All 22 categories of Indian and South Asian wedding vendors in the UK, from bridalwear to bartending.",
    path: "/categories",
    origin: originFrom(matches),
  });
