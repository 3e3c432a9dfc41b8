import { data } from "react-router";
import { getEnv } from "~/config.server";
import { listOutbox } from "~/features/mail/outbox.server";
import type { Route } from "./+types/dev.mail";

/** The outbox, for development only: with no SMTP configured, this is where e-mail goes. */
export async function loader() {
  if (getEnv().isProduction && process.env.ENABLE_DEV_MAIL !== "true") {
    throw data("Not found", { status: 404 });
  }
  const messages = await listOutbox();
  return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        URL_PATTERN.test(part) ? (
          <a key={index} href={part} className="break-all text-brand-700 underline">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold">Development mail</h1>
      <p className="mt-2 text-stone-700">
        No SMTP server is configured, so e-mails are kept here. Newest first.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="card mt-6 p-6">No e-mails yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id} className="card p-5" data-testid="dev-mail-message">
              <p className="text-sm text-stone-600">
                To <span data-testid="dev-mail-to">{message.to}</span> ·{" "}
                {new Date(message.createdAt).toLocaleString("en-GB")}
              </p>
              <h2 className="mt-1 font-sans text-lg font-semibold">{message.subject}</h2>
              <pre className="mt-3 font-sans text-sm whitespace-pre-wrap">
                <Linkified text={message.text} />
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta = () => [
  { title: "Development mail | Saath" },
  { name: "robots", content: "noindex" },
];
