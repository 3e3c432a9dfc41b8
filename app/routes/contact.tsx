import { Link } from "react-router";
import { CONTACT_MESSAGES } from "~/features/content/contact.constants";
import { contactSchema } from "~/features/content/contact.schema";
import { sendContactMessage } from "~/features/content/contact.server";
import { ContactForm } from "~/features/content/contact-form";
import { publicPageHeaders } from "~/features/page-cache/public-page";
import { clientIpFrom } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { parseForm } from "~/lib/form";
import { keepsTyped, reply, replyInvalid } from "~/lib/form.server";
import { logger } from "~/lib/logger.server";
import { originFrom, seo } from "~/lib/seo";
import { ContactLinks } from "~/ui/contact-details";
import { CircleCheck } from "~/ui/icons";
import { LinkList } from "~/ui/link-list";
import { TitledSection } from "~/ui/titled-section";
import type { Route } from "./+types/contact";

/** Anonymous visitors share this page (server/page-cache.ts, decision 025). */
export const headers = publicPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export const action = keepsTyped(async ({ request, context }: Route.ActionArgs) => {
  const parsed = parseForm(contactSchema, await request.formData());
  if (!parsed.ok) return replyInvalid(request, parsed);
  const { values } = parsed;
  try {
    const result = await sendContactMessage(parsed.data, clientIpFrom(context));
    if (!result.ok) {
      const headers = { "Retry-After": String(result.retryAfter) };
      return reply(
        request,
        { values, formError: CONTACT_MESSAGES.tooMany },
        { status: 429, headers },
      );
    }
  } catch (error) {
    logger.error({ err: error }, "contact message failed");
    return reply(request, { values, formError: CONTACT_MESSAGES.failed }, 503);
  }
  return redirectWithToast("/contact?sent=1", {
    title: "Message sent",
    description: CONTACT_MESSAGES.sent,
    variant: "success",
  });
});

const QUICK_ANSWERS = [
  { to: "/faq", label: "Frequently asked questions" },
  { to: "/list-your-business", label: "Listing your business" },
  { to: "/privacy-policy", label: "Your data and your rights" },
];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-stone-700">
          Questions about planning, a listing, a claim or your data? Send us a message and a real
          person on our team will reply, usually within two working days.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {loaderData.sent && !actionData ? (
            <section
              className="card flex flex-col items-start gap-3 p-8"
              aria-labelledby="sent-heading"
            >
              <CircleCheck className="size-10 text-emerald-700" aria-hidden />
              <h2 id="sent-heading" className="text-2xl font-semibold">
                Message sent
              </h2>
              <p className="text-stone-700">{CONTACT_MESSAGES.sent}</p>
              <Link to="/contact" className="btn-secondary mt-2">
                Send another message
              </Link>
            </section>
          ) : (
            <ContactForm result={actionData} />
          )}
        </div>

        <aside className="space-y-6">
          <TitledSection id="reach-heading" title="Other ways to reach us" className="card p-6">
            <ContactLinks
              className="mt-4 space-y-3 text-stone-800"
              linkClassName="flex items-center gap-2 hover:underline"
              iconClassName="size-4 text-brand-700"
            />
          </TitledSection>
          <TitledSection id="quick-heading" title="Quick answers" className="card p-6">
            <LinkList
              links={QUICK_ANSWERS}
              className="mt-4 space-y-2 text-stone-800"
              linkClassName="text-brand-700 underline"
            />
          </TitledSection>
        </aside>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Contact Us",
    description: "Get in touch with the Saath team about planning, listings, claims or your data.",
    path: "/contact",
    origin: originFrom(matches),
  });
