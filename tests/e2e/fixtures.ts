import { test as base, expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

type AxeWindow = typeof globalThis & { axe?: typeof axe };
/** The part of axe-core's rule registry read here: each rule's own impact, where it has one. */
type AxeAudit = { rules: { id: string; impact?: string }[] };

/**
 * Fails on any serious or critical axe violation on the current page. axe-core (the engine
 * `@axe-core/playwright` wraps, with its default rules) is put into the page once per document
 * and run there. The wrapper put it in twice per scan and, outside its legacy mode, opened a
 * blank page for every scan to combine the frames' results: the app has no frames, and the
 * same scans took two to five times as long (decision 038).
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => typeof (globalThis as AxeWindow).axe === "object"))) {
    await page.evaluate(axe.source);
  }
  // A dialog fading in is checked as it ends, not half-transparent: wait for the page's finite
  // animations and transitions to finish (a state, not a time; a spinner's endless one is left).
  // One that never finishes (paused, or its timeline stopped: once, a whole test's two minutes
  // went here) is given up on after a few seconds and the page is checked as it is.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 5000)),
    ]),
  );
  // Only violations are read, so axe need not report every passing and inapplicable node; and
  // only serious or critical ones count, so the rules whose every finding is minor or moderate
  // are not run (a rule with an impact of its own gives that impact to every finding; axe's
  // `_finalizeRuleResult`). The list is read from the axe in the page: a rule an upgrade makes
  // serious runs again without anyone touching this. It took a third off each scan.
  const results = await page.evaluate(() => {
    const engine = (globalThis as AxeWindow & { axe?: { _audit?: AxeAudit } }).axe;
    const mild = (engine?._audit?.rules ?? []).filter(
      (rule) => rule.impact === "minor" || rule.impact === "moderate",
    );
    return engine?.run(document, {
      resultTypes: ["violations"],
      rules: Object.fromEntries(mild.map((rule) => [rule.id, { enabled: false }])),
    });
  });
  if (!results) throw new Error("axe-core did not run");
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * A page's console errors and uncaught errors, as a list the test expects to stay empty. The
 * page-view beacon is limited per address (120 a minute, decision 035) and every journey's
 * browser is one address here: its 429 is the suite's crowd, not a fault of the page.
 */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const beaconRefused =
      message.location().url.endsWith("/api/visit") && message.text().includes("429");
    if (!beaconRefused) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page of the test's own context notes its toasts as they come (expectToast).
  context: async ({ context }, use) => {
    await context.addInitScript(installToastRecorder);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) hydrateOnGoto(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page is hydrated (the root marks `<html data-hydrated>`): a control that needs
 * JavaScript, such as the Filter button, does nothing when clicked before that, which a busy
 * machine can make last seconds after the page has loaded.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Makes `page.goto` of an HTML page return once the page is hydrated, as a person waits for a
 * page to be ready before using it: a click that lands before React has attached its handlers
 * does nothing on a control that needs JavaScript (the Filter button, a dialog's trigger). On a
 * busy machine hydration can come seconds after the load event, and a journey that clicked too
 * early failed a minute later. The test's own page has it; a page of another context can call it.
 */
export function hydrateOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
    return response;
  };
}

/** Opens the directory's filter popover (once the page is hydrated) and waits for its form. */
export async function openFilters(page: Page) {
  await hydrated(page);
  await page.getByRole("button", { name: /^Filter/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog.getByRole("button", { name: "Apply Filters" })).toBeVisible();
  return dialog;
}

type ToastRow = { text: string; used: boolean; element: Element };
type ToastWindow = typeof globalThis & { __toasts?: ToastRow[] };

/**
 * Runs in the page: from now on, notes the text of every toast the document shows, one row a
 * toast. The server's flash toast and the live one that replaces it at hydration are one row.
 */
function installToastRecorder() {
  const w = globalThis as ToastWindow;
  if (w.__toasts) return;
  const rows: ToastRow[] = [];
  w.__toasts = rows;
  const note = () => {
    for (const element of document.querySelectorAll('[data-testid="toast"]')) {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!text) continue;
      const known = rows.find((row) => row.element === element);
      const last = rows.at(-1);
      if (known) known.text = text;
      else if (last && !last.used && last.text === text && !last.element.isConnected) {
        last.element = element;
      } else rows.push({ text, used: false, element });
    }
  };
  new MutationObserver(note).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  note();
}

/**
 * Records, in the page itself, the text of every toast it shows from now on (this document and
 * the next ones). The suite's `test` does this for every page of its own context; a test that
 * opens a context of its own calls it for that page. A toast stays five seconds: on a machine
 * whose cores are busy the test process can look only after it has gone, while an observer in
 * the page sees it arrive.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(installToastRecorder);
  await page.evaluate(installToastRecorder);
}

/**
 * Waits until the page has shown a toast whose text holds every one of `parts`, and marks that
 * toast as seen, so the next call waits for another one. It waits for a state that happened (the
 * toast arrived), not for one that must still hold (the toast is still on screen).
 */
export async function expectToast(page: Page, ...parts: (string | RegExp)[]) {
  const wanted = parts.map((part): { text: string } | { source: string; flags: string } =>
    typeof part === "string" ? { text: part } : { source: part.source, flags: part.flags },
  );
  await expect
    .poll(
      () =>
        // A page opened before its recorder gets it now; it notes the toast on screen. A page
        // between two documents cannot answer: that poll says so and the next one asks again.
        page
          .evaluate(installToastRecorder)
          .then(() =>
            page.evaluate((wanted) => {
              const rows = (globalThis as ToastWindow).__toasts ?? [];
              const holds = (text: string) =>
                wanted.every((part) =>
                  "text" in part
                    ? text.includes(part.text)
                    : new RegExp(part.source, part.flags).test(text),
                );
              const row = rows.find((candidate) => !candidate.used && holds(candidate.text));
              if (row) row.used = true;
              return row
                ? "shown"
                : rows.map((candidate) => candidate.text).join(" | ") || "no toast";
            }, wanted),
          )
          .catch((error: Error) => `no answer: ${error.message}`),
      { message: `a toast with ${parts.join(" and ")}` },
    )
    .toBe("shown");
}

/** Opens `path` and waits for its page heading (the one h1) to be `heading`. */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Fills fields by their exact label, in the order given. */
export async function fillLabelled(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The link named `name` in `scope` goes to `href`. */
export async function expectLinkTo(scope: Page | Locator, name: string, href: string) {
  await expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
}

/** Step 1 of the sign-up wizard as a couple or a business, filled in and continued. */
export async function startSignUp(
  page: Page,
  as: "Couple" | "Business",
  account: { name: string; partner2?: string; email: string; password: string },
) {
  await page.goto("/signup");
  await page.getByRole("button", { name: new RegExp(`Sign up as a ${as}`) }).click();
  const nameField = as === "Couple" ? "Partner 1 Full Name" : "Contact Person Name";
  await page.getByPlaceholder(nameField).fill(account.name);
  if (account.partner2) {
    await page.getByPlaceholder("Partner 2 Full Name (Optional)").fill(account.partner2);
  }
  await fillLabelled(page, { Email: account.email, Password: account.password });
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Continue" }).click();
}
