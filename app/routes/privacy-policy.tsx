import { Link } from "react-router";
import { DataWeKeep } from "~/features/content/data-we-keep";
import { ProsePage } from "~/features/content/prose";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { originFrom, seo } from "~/lib/seo";
import { CONTACT_EMAIL } from "~/ui/contact-details";
import type { Route } from "./+types/privacy-policy";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export default function PrivacyPolicyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      updated="2026-11-21"
      intro={
        <p>
          This policy explains what personal data Saath keeps, why, for how long, and the rights you
          have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act
          2018.
        </p>
      }
    >
      <h2>Who we are</h2>
      <p>
        Saath runs this website, a directory of Indian and South Asian wedding vendors in the United
        Kingdom. We are the controller of the personal data described here. You can reach us at{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or through our{" "}
        <Link to="/contact">contact form</Link>.
      </p>

      <h2>What we keep and why</h2>
      <p>
        We keep only what we need to run the directory and your account. We never sell your data.
      </p>
      <DataWeKeep />

      <h2>Cookies</h2>
      <p>We use only cookies that the site needs to work, so we do not ask for cookie consent:</p>
      <ul>
        <li>
          a sign-in cookie that keeps you logged in (HTTP-only, deleted when you log out or after 30
          days);
        </li>
        <li>
          a short-lived cookie that carries a one-time message, such as "Message sent", to the next
          page;
        </li>
        <li>
          a "known device" cookie set when you log in (HTTP-only, kept for a year), so that someone
          guessing your password elsewhere cannot lock you out of your account on your own device.
          It holds a coded reference to your account, not your e-mail address.
        </li>
      </ul>
      <p>We do not use analytics cookies, advertising cookies or tracking pixels.</p>

      <h2>Who can read your messages</h2>
      <p>
        An enquiry and its replies can be read by the couple who sent it and by the owner of the
        business it was sent to. Saath's administrators cannot read a conversation, except one that
        the business reported as spam, which an administrator reads to decide the report, and only
        until it is decided. Every time an administrator opens a conversation it is recorded in our
        audit log, with who opened it, when, and why.
      </p>

      <h2>Who we share data with</h2>
      <ul>
        <li>Our hosting and database provider, which stores the data on our behalf.</li>
        <li>Our e-mail delivery provider, which sends account, claim and newsletter e-mails.</li>
        <li>
          Google, only when a business chooses to import its details: the business name and location
          you type are sent to the Google Places service.
        </li>
        <li>
          The public: the details of an approved business listing are published in the directory.
          Couples' accounts and shortlists are never public.
        </li>
      </ul>
      <p>
        These providers act on our instructions under written contracts. If any of them processes
        data outside the UK, we make sure appropriate safeguards, such as the UK International Data
        Transfer Agreement, are in place.
      </p>

      <h2>Your rights</h2>
      <p>Under UK GDPR you have the right to:</p>
      <ul>
        <li>ask for a copy of the personal data we hold about you;</li>
        <li>have inaccurate data corrected;</li>
        <li>have your data erased;</li>
        <li>restrict or object to how we use it, including for direct marketing;</li>
        <li>receive your data in a portable format;</li>
        <li>withdraw consent at any time, for example by unsubscribing from the newsletter.</li>
      </ul>
      <p>
        You can use two of them yourself in <Link to="/account">Account Settings</Link>.{" "}
        <strong>Download my data</strong> gives you a JSON file of your profile, shortlist, claims,
        listings you own, enquiries and their messages, reviews you wrote, and your signed-in
        sessions (page visits are counted without any link to your account).{" "}
        <strong>Delete my account</strong>, after you type your password, logs you out everywhere
        and erases your account, shortlist and claims; listings you own stay in the directory
        without an owner and can be claimed again; vendors keep the messages you sent them, without
        your name or phone number; a published review stays on the vendor's page signed "A couple"
        (unpublished ones are deleted); our audit log keeps that the account was deleted, without
        your personal data. The main administrator's account cannot be deleted this way.
      </p>
      <p>
        To use any of these rights, e-mail <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>{" "}
        or use our <Link to="/contact">contact form</Link>. We reply within one month and do not
        charge a fee. We may ask you to confirm your identity first.
      </p>

      <h2>Complaints</h2>
      <p>
        If you are unhappy with how we have handled your data, please tell us first so we can put it
        right. You also have the right to complain to the Information Commissioner's Office (ICO):{" "}
        <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a>, telephone
        0303 123 1113.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy we will update the date at the top, and tell account holders by
        e-mail about any significant change.
      </p>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Privacy Policy",
    description:
      "What personal data Saath keeps, why, for how long, and your rights under UK GDPR.",
    path: "/privacy-policy",
    origin: originFrom(matches),
  });
