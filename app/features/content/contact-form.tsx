import { Form, Link, useNavigation } from "react-router";
import type { FormResult } from "~/lib/form";
import { Field, FormError, SelectField, TextareaField, useFormValidation } from "~/ui/form";
import { CONTACT_TOPICS, contactSchema } from "./contact.schema";

/**
 * The contact page's form: a plain post to /contact, so it works before JavaScript loads;
 * with it, the action's own schema checks the fields first.
 */
export function ContactForm({ result }: { result: FormResult | undefined }) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const { errors, onSubmit } = useFormValidation(contactSchema, result?.errors);
  const values = result?.values;

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="card space-y-5 p-6 sm:p-8">
      <h2 className="text-2xl font-semibold">Send us a message</h2>
      <FormError>{result?.formError}</FormError>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="contact-name"
          label="Your name"
          name="name"
          autoComplete="name"
          defaultValue={values?.name}
          maxLength={100}
          error={errors.name}
        />
        <Field
          id="contact-email"
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values?.email}
          error={errors.email}
        />
      </div>
      <SelectField
        id="contact-topic"
        label="What is it about?"
        name="topic"
        options={CONTACT_TOPICS}
        placeholder="Choose a topic"
        defaultValue={values?.topic}
        error={errors.topic}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        name="message"
        rows={6}
        defaultValue={values?.message}
        maxLength={2000}
        error={errors.message}
      />
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
