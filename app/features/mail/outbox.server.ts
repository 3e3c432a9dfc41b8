import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";

/** An e-mail in a list of them: which, to whom, about what, and when it was queued. */
export const mailHeading = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  createdAt: mailOutbox.createdAt,
};

/** The newest e-mails with their text (/dev/mail). */
export async function listOutbox(limit = 50) {
  return db
    .select({
      ...mailHeading,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
