import { CircleCheck, Mail, Phone } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactErrors,
  type ContactField,
  parseContactForm,
} from "~/features/content/contact.schema";
import { sendContactMessage } from "~/features/content/contact.server";
import { clientIpFrom } from "~/features/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { logger } from "~/lib/logger.server";
import { originFrom, seo } from "~/lib/seo";
import { CONTACT_EMAIL, CONTACT_PHONE } from "~/ui/site-footer";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    (["name", "email", "topic", "message"] as const).map((key) => [
      key,
      String(form.get(key) ?? ""),
    ]),
  ) as Record<ContactField, string>;
  const parsed = parseContactForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors, formError: null, values }, { status: 400 });

  try {
    const result = await sendContactMessage(parsed.data, clientIpFrom(context));
    if (!result.ok) {
      return data(
        { errors: {} as ContactErrors, formError: CONTACT_MESSAGES.tooMany, values },
        { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
      );
    }
  } catch (error) {
    logger.error({ err: error }, "contact message failed");
    return data(
      { errors: {} as ContactErrors, formError: CONTACT_MESSAGES.failed, values },
      { status: 503 },
    );
  }
  return redirectWithToast("/contact?sent=1", {
    title: "Message sent",
    description: CONTACT_MESSAGES.sent,
    variant: "success",
  });
}

const FIELD_ORDER: ContactField[] = ["name", "email", "topic", "message"];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  // Errors from the browser check win until the next server answer replaces them.
  const errors: ContactErrors = clientErrors ?? actionData?.errors ?? {};
  const values = actionData?.values;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = parseContactForm(new FormData(event.currentTarget));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = FIELD_ORDER.find((field) => result.errors[field]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
  });
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

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
            <Form
              method="post"
              noValidate
              onSubmit={onSubmit}
              className="card space-y-5 p-6 sm:p-8"
            >
              <h2 className="text-2xl font-semibold">Send us a message</h2>
              {actionData?.formError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
                >
                  {actionData.formError}
                </p>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <div>
                  <label htmlFor="contact-name" className="label">
                    Your name
                  </label>
                  <input
                    {...fieldProps("name")}
                    type="text"
                    autoComplete="name"
                    defaultValue={values?.name}
                    className="input"
                    maxLength={100}
                  />
                  {fieldError("name")}
                </div>
                <div>
                  <label htmlFor="contact-email" className="label">
                    Email address
                  </label>
                  <input
                    {...fieldProps("email")}
                    type="email"
                    autoComplete="email"
                    defaultValue={values?.email}
                    className="input"
                  />
                  {fieldError("email")}
                </div>
              </div>
              <div>
                <label htmlFor="contact-topic" className="label">
                  What is it about?
                </label>
                <select
                  {...fieldProps("topic")}
                  defaultValue={values?.topic ?? ""}
                  className="input"
                >
                  <option value="" disabled>
                    Choose a topic
                  </option>
                  {CONTACT_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {topic}
                    </option>
                  ))}
                </select>
                {fieldError("topic")}
              </div>
              <div>
                <label htmlFor="contact-message" className="label">
                  Message
                </label>
                <textarea
                  {...fieldProps("message")}
                  rows={6}
                  defaultValue={values?.message}
                  className="input"
                  maxLength={2000}
                />
                {fieldError("message")}
              </div>
              <p className="text-sm text-stone-600">
                We use your details only to reply to you. See our{" "}
                <Link to="/privacy-policy" className="text-brand-700 underline">
                  privacy policy
                </Link>
                .
              </p>
              <button type="submit" className="btn-primary" disabled={isSubmitting}>
                {isSubmitting ? "Sending…" : "Send message"}
              </button>
            </Form>
          )}
        </div>

        <aside className="space-y-6">
          <section className="card p-6" aria-labelledby="reach-heading">
            <h2 id="reach-heading" className="text-xl font-semibold">
              Other ways to reach us
            </h2>
            <ul className="mt-4 space-y-3 text-stone-800">
              <li>
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="flex items-center gap-2 hover:underline"
                >
                  <Mail className="size-4 text-brand-700" aria-hidden /> {CONTACT_EMAIL}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${CONTACT_PHONE.replaceAll(" ", "")}`}
                  className="flex items-center gap-2 hover:underline"
                >
                  <Phone className="size-4 text-brand-700" aria-hidden /> {CONTACT_PHONE}
                </a>
              </li>
            </ul>
          </section>
          <section className="card p-6" aria-labelledby="quick-heading">
            <h2 id="quick-heading" className="text-xl font-semibold">
              Quick answers
            </h2>
            <ul className="mt-4 space-y-2 text-stone-800">
              <li>
                <Link to="/faq" className="text-brand-700 underline">
                  Frequently asked questions
                </Link>
              </li>
              <li>
                <Link to="/list-your-business" className="text-brand-700 underline">
                  Listing your business
                </Link>
              </li>
              <li>
                <Link to="/privacy-policy" className="text-brand-700 underline">
                  Your data and your rights
                </Link>
              </li>
            </ul>
          </section>
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
