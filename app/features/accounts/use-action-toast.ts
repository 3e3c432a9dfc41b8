import { useEffect } from "react";
import { useToast } from "~/ui/toast";
import type { FormResult } from "./form-result";

/** Shows the toast an action answered with (once per answer). */
export function useActionToast(result: Pick<FormResult, "toast" | "at"> | undefined) {
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer (`at`)
  useEffect(() => {
    if (result?.toast) toast(result.toast);
  }, [result?.at, toast]);
}
