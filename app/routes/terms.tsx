import { Link } from "react-router";
import { PostcodeAttribution, ProsePage } from "~/features/content/prose";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import { CONTACT_EMAIL } from "~/ui/contact-details";
import type { Route } from "./+types/terms";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function TermsPage() {
  return (
    <ProsePage
      title="Terms and Conditions"
      updated="2026-11-21"
      intro={
        <p>
          These terms apply when you use Saath, whether you are planning a wedding or listing a
          wedding business. Please read them with our{" "}
          <Link to="/privacy-policy" className="text-brand-700 underline">
            privacy policy
          </Link>
          .
        </p>
      }
    >
      <h2>1. About Saath</h2>
      <p>
        Saath is a directory that helps couples find Indian and South Asian wedding vendors in the
        United Kingdom. We do not provide wedding services ourselves, take bookings or handle
        payments between couples and vendors.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be 18 or over to create an account.</li>
        <li>Give accurate details and keep them up to date.</li>
        <li>
          Keep your password private. You are responsible for what happens under your account.
        </li>
        <li>Tell us straight away if you think someone else has used your account.</li>
      </ul>

      <h2>3. Couples and vendors</h2>
      <p>
        Vendors listed on Saath are independent businesses. Any agreement you make with a vendor is
        between you and that vendor. Check their contract, deposit and cancellation terms, insurance
        and references before you pay. Ratings and descriptions help you choose but are not a
        guarantee of quality.
      </p>

      <h2>4. Listing a business</h2>
      <ul>
        <li>
          Listing on the Basic plan is free. We will tell you clearly before anything is charged
          for.
        </li>
        <li>
          You may only list a business you own or are authorised to represent, and everything in the
          listing must be accurate and your own, including photographs.
        </li>
        <li>
          You give us a non-exclusive, royalty-free licence to show your listing and photographs on
          Saath and to use them to promote the directory, for as long as the listing is live.
        </li>
        <li>
          Every listing is reviewed before it is published, usually within 1-2 business days. We may
          refuse, edit for formatting, or remove a listing that is inaccurate, duplicated,
          misleading or unlawful, and we will tell you why.
        </li>
        <li>
          To take over an existing listing, submit a claim. We may ask for evidence, and a claim
          made dishonestly will be rejected and the account closed.
        </li>
      </ul>

      <h2>5. Acceptable use</h2>
      <p>Please do not:</p>
      <ul>
        <li>copy the directory in bulk, scrape it or use it to send unsolicited marketing;</li>
        <li>
          post anything false, offensive, discriminatory or that infringes someone else's rights;
        </li>
        <li>try to get around our security, rate limits or moderation;</li>
        <li>pretend to be another person or business.</li>
      </ul>

      <h2>6. Our content</h2>
      <p>
        The Saath name, design, blog articles and illustrations belong to us. You may share links to
        them freely, but please ask before republishing them.
      </p>

      <h2>7. Liability</h2>
      <p>
        We work hard to keep the directory accurate and available, but we cannot promise that it
        will always be error-free or uninterrupted. We are not responsible for the services a vendor
        provides. Nothing in these terms limits our liability for death or personal injury caused by
        our negligence, for fraud, or for anything else that cannot be limited by law, and nothing
        affects your statutory rights as a consumer.
      </p>

      <h2>8. Changes and ending</h2>
      <p>
        We may update these terms; we will change the date above and e-mail account holders about
        significant changes. You can close your account at any time by{" "}
        <Link to="/contact">contacting us</Link>. We may suspend an account that breaks these terms.
      </p>

      <h2>9. Law</h2>
      <p>
        These terms are governed by the law of England and Wales. If you live in Scotland or
        Northern Ireland, you may also bring proceedings in your local courts.
      </p>

      <h2>10. Postcode data</h2>
      <p>Distances in the directory are calculated from open postcode data:</p>
      <PostcodeAttribution />

      <h2>11. Contact</h2>
      <p>
        Questions about these terms? E-mail <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>{" "}
        or use our <Link to="/contact">contact form</Link>.
      </p>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Terms and Conditions",
    description:
      "The terms for using Saath, the UK directory of Indian and South Asian wedding vendors.",
    path: "/terms",
    origin: originFrom(matches),
  });
