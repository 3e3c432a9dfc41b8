import { type FormEvent, useCallback, useRef } from "react";

/**
 * A module a form needs only once someone uses it (its zod schema): fetched when focus first enters
 * the form (or at its first submit), not with the page (decision 026). `forSubmit` gives it to a submit handler;
 * if it has not arrived yet, the submit is held back and made again once it has, so the check
 * always runs. If it cannot be fetched, the form posts unchecked and the action's own check
 * (always made) answers.
 */
export function useOnDemand<M>(load: () => Promise<M>) {
  const state = useRef<{ promise?: Promise<void>; module?: M; failed?: boolean }>({});
  const loadRef = useRef(load);
  loadRef.current = load;
  const start = useCallback(() => {
    const current = state.current;
    current.promise ??= loadRef.current().then(
      (module) => {
        current.module = module;
      },
      () => {
        current.failed = true;
      },
    );
    return current.promise;
  }, []);
  const forSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>): M | null | undefined => {
      const current = state.current;
      if (current.module !== undefined) return current.module;
      if (current.failed) return null;
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
      start().then(() => {
        if (!form.isConnected) return;
        const button =
          submitter?.isConnected && submitter.matches("button, input") ? submitter : null;
        form.requestSubmit(button as HTMLButtonElement | null);
      });
      return undefined;
    },
    [start],
  );
  return { start, forSubmit };
}
