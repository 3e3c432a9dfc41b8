import { Link } from "react-router";
import type { Picture } from "~/features/artwork/picture";
import { CardMedia, Eyebrow } from "~/ui/card-media";
import { ListingRating, type ListingStars } from "~/ui/rating";
import { SectionHeading } from "~/ui/section-heading";

interface FeaturedVendor extends ListingStars {
  id: number;
  name: string;
  picture: Picture;
  location: string;
  categoryId: string;
  categoryName: string;
}

function pictureOf(vendor: FeaturedVendor) {
  const { picture } = vendor;
  return { image: picture.src, imageAlt: picture.alt, imageSrcSet: picture.srcSet };
}

/** One vendor of each category, best first; compact rows on phones. */
export function FeaturedVendors({ vendors }: { vendors: FeaturedVendor[] }) {
  if (vendors.length === 0) return null;
  return (
    <section className="bg-white py-12" aria-labelledby="featured-heading">
      <div className="container-page">
        <SectionHeading
          id="featured-heading"
          title="Featured vendors"
          link={{ to: "/vendors", label: "All vendors" }}
        />
        {/* Compact rows on phones, so four cards do not make a very long page. */}
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {vendors.map((vendor) => (
            <li key={vendor.id} className="card flex flex-col overflow-hidden">
              <div className="flex flex-1 sm:flex-col">
                <CardMedia
                  image={pictureOf(vendor)}
                  compact
                  imageClassName="sm:aspect-[3/2]"
                  className="gap-1 sm:gap-2"
                >
                  <Eyebrow className="text-brand-700">{vendor.categoryName}</Eyebrow>
                  <h3 className="text-lg leading-snug font-semibold">{vendor.name}</h3>
                  <p className="text-sm text-stone-700">{vendor.location}</p>
                  <ListingRating listing={vendor} />
                </CardMedia>
              </div>
              <div className="flex gap-2 px-4 pb-4 sm:flex-col sm:px-5 sm:pb-5">
                <Link
                  to={`/vendor/${vendor.id}`}
                  className="btn-primary flex-1 px-3 whitespace-nowrap"
                >
                  View Details<span className="sr-only">: {vendor.name}</span>
                </Link>
                <Link
                  to={`/category/${vendor.categoryId}`}
                  className="btn-secondary flex-1 px-3 whitespace-nowrap"
                >
                  Browse Category<span className="sr-only">: {vendor.categoryName}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
