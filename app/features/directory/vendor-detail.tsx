import { Link } from "react-router";
import { ClaimBusiness } from "~/features/claims/claim-dialog";
import { ContactBusiness, type EnquiryPanel } from "~/features/enquiries/contact-business";
import type { ListingDetails } from "~/features/vendors/listing-options";
import { Detail } from "~/ui/card";
import { contactLinks, isProvided, telHref } from "./contact-links";

/** What the vendor page's parts show of a listing. */
interface VendorDetail {
  id: number;
  name: string;
  categoryId: string;
  categoryName: string;
  location: string;
  listedSince: string;
  shortDescription: string;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** The details an owner keeps: prices, capacity, travel, languages, ceremonies, diet. */
export function VendorFacts({ vendor }: { vendor: ListingDetails }) {
  const number = (n: number) => n.toLocaleString("en-GB");
  const capacity =
    vendor.capacityMin && vendor.capacityMax
      ? `${number(vendor.capacityMin)} to ${number(vendor.capacityMax)} guests`
      : vendor.capacityMax
        ? `Up to ${number(vendor.capacityMax)} guests`
        : vendor.capacityMin
          ? `From ${number(vendor.capacityMin)} guests`
          : null;
  const facts = [
    ["Prices from", vendor.priceFrom ? `£${number(vendor.priceFrom)}` : null],
    ["Guests", capacity],
    ["Travels", vendor.travelMiles ? `Up to ${number(vendor.travelMiles)} miles` : null],
    ["Languages", vendor.languages.join(", ")],
    ["Ceremonies", vendor.faiths.join(", ")],
    ["Dietary options", vendor.dietary.join(", ")],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (facts.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-2xl font-semibold">
        Good to know
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-stone-200 bg-white px-4 py-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Contact information, the business details and the claim card, beside the listing. */
export function VendorSidebar({
  vendor,
  isClaimable,
  enquiry,
}: {
  vendor: VendorDetail;
  isClaimable: boolean;
  enquiry: EnquiryPanel;
}) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <section className="card p-6" aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="text-xl font-semibold">
          Contact Information
        </h2>
        <ul className="mt-4 space-y-3">
          {contactLinks(vendor).map((link) => (
            <li key={link.key}>{link}</li>
          ))}
        </ul>
        {/* On a phone its button sits in a bar at the bottom of the screen (app.css, issue 31). */}
        {enquiry.reach ? (
          <ContactBusiness vendorId={vendor.id} vendorName={vendor.name} panel={enquiry} />
        ) : isProvided(vendor.phone) ? (
          // Nobody in Saath to answer and no e-mail address: the phone is the way.
          <a href={telHref(vendor.phone ?? "")} className="btn-primary mt-6 w-full">
            Contact Business
          </a>
        ) : null}
      </section>
      <section className="card p-6" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-xl font-semibold">
          Business Details
        </h2>
        <dl className="mt-4 divide-y divide-stone-100 text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-4 [&>div]:py-2.5">
          <Detail label="Category" look="text-right font-medium">
            <Link to={`/category/${vendor.categoryId}`} className="text-brand-700 hover:underline">
              {vendor.categoryName}
            </Link>
          </Detail>
          <Detail label="Location" look="text-right font-medium">
            {vendor.location}
          </Detail>
          <Detail label="Listed Since" look="text-right font-medium">
            {vendor.listedSince}
          </Detail>
        </dl>
      </section>
      <ClaimBusiness
        vendorId={vendor.id}
        vendorName={vendor.name}
        isClaimable={isClaimable}
        byCode={vendor.email?.includes("@")}
      />
    </aside>
  );
}
