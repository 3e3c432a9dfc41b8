import { Link } from "react-router";
import { PostcodeAttribution, ProsePage } from "~/features/content/prose";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/about";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function AboutPage() {
  return (
    <ProsePage
      title="About Saath"
      intro={
        <p>
          Saath means <em>together</em> in Hindi, Urdu and Punjabi. We connect couples with the best
          Indian and South Asian wedding vendors across the United Kingdom, and help wedding
          businesses reach the couples who are looking for them.
        </p>
      }
    >
      <h2>Why we started</h2>
      <p>
        Saath began in 2024 with one couple's wedding search. Planning a wedding with a mehndi, a
        sangeet, a ceremony and a reception meant finding caterers who could cook for hundreds,
        decorators who understood a mandap, and a priest who could explain each ritual to friends
        who had never been to an Indian wedding. The recommendations were scattered across group
        chats and the reviews were hard to trust.
      </p>
      <p>
        We built the directory we wished we'd had: made for British South Asian couples, with
        trusted vendors and real reviews together in one place.
      </p>

      <h2>Who Saath is for</h2>
      <ul>
        <li>
          <strong>Couples</strong> planning a Hindu, Sikh, Muslim, Jain, Christian, inter-faith or
          fusion wedding in the UK, and the families helping them. Browse 22 categories of vendors,
          filter by distance from your postcode and rating, and keep a shortlist that follows you to
          any device.
        </li>
        <li>
          <strong>Wedding businesses</strong>, from bridalwear boutiques and caterers to mandap
          hire, dhol players and mehndi artists. Listing is free on our Basic plan.
        </li>
      </ul>

      <h2>How listings are moderated</h2>
      <p>
        Every business added to Saath is reviewed by a member of our team before it appears in the
        directory. We check that the business is real, that it serves weddings in the UK, and that
        the description and photographs are its own. Reviews usually take 1-2 business days.
      </p>
      <p>
        We remove listings that are misleading, that duplicate another listing or that break our{" "}
        <Link to="/terms">terms</Link>. If you spot a problem with a listing, please{" "}
        <Link to="/contact">tell us</Link>.
      </p>

      <h2>How claims work</h2>
      <p>
        Some listings were added by our team or by couples before the business joined. If your
        business is listed, you can claim it: log in, open the listing, choose Claim this Business,
        and tell us your relationship to the business, how we can check it (for example a company
        e-mail address or your Companies House entry) and a contact number. Our team reviews every
        claim; once it is approved, the listing is linked to your account.
      </p>

      <h2>Our promises</h2>
      <ul>
        <li>Vendors cannot pay to change their rating or to hide reviews.</li>
        <li>
          We do not sell your personal data. See our{" "}
          <Link to="/privacy-policy">privacy policy</Link>.
        </li>
        <li>The directory works without tracking cookies or advertising networks.</li>
      </ul>

      <h2>Postcode data</h2>
      <p>
        Distances between you and a vendor are worked out from the centre of each postcode sector,
        using open data from the Office for National Statistics.
      </p>
      <PostcodeAttribution />

      <h2>Get in touch</h2>
      <p>
        We'd love to hear from you, whether you are planning a wedding or running a wedding
        business. <Link to="/contact">Contact us</Link> or read the{" "}
        <Link to="/faq">frequently asked questions</Link>.
      </p>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "About Saath",
    description:
      "Saath connects couples with the best Indian and South Asian wedding vendors across the UK. Who we are, how listings are moderated and how claims work.",
    path: "/about",
    origin: originFrom(matches),
  });
