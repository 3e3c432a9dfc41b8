/** A one-shot message: carried by a redirect's cookie or an action's answer, shown by `ui/toast`. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}
