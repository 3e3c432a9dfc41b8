import { Form, Link, useNavigation } from "react-router";
import { type FormResult, fieldProps } from "~/lib/form";
import { Field, FormError, SelectField, TextareaField, useFormValidation } from "~/ui/form";
import { CONTACT_TOPICS } from "./contact.constants";

/**
 * The contact page's form: a plain post to /contact, so it works before JavaScript loads;
 * with it, the action's own schema checks the fields first.
 */
export function ContactForm({ result }: { result: FormResult | undefined }) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const { errors, checks } = useFormValidation(
    () => import("./contact.schema").then((m) => m.contactSchema),
    result?.errors,
  );
  const field = (name: string) =>
    fieldProps(name, { errors, values: result?.values, idPrefix: "contact-" });

  return (
    <Form method="post" {...checks} className="card space-y-5 p-6 sm:p-8">
      <h2 className="text-2xl font-semibold">Send us a message</h2>
      <FormError>{result?.formError}</FormError>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" autoComplete="name" maxLength={100} {...field("name")} />
        <Field label="Email address" type="email" autoComplete="email" {...field("email")} />
      </div>
      <SelectField
        label="What is it about?"
        options={CONTACT_TOPICS}
        placeholder="Choose a topic"
        {...field("topic")}
      />
      <TextareaField label="Message" rows={6} maxLength={2000} {...field("message")} />
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
  );
}
