import type { ToastMessage } from "~/ui/toast";
import type { FieldErrors } from "./auth.schema";

/** What every account form action answers with when it does not redirect. */
export interface FormResult {
  errors?: FieldErrors;
  formError?: string;
  values?: Record<string, string>;
  toast?: ToastMessage;
  /** Differs per answer, so the page can tell two identical answers apart. */
  at?: number;
}
