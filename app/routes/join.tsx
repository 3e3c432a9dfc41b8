import { joinAction, loadJoin } from "~/features/family/join-actions.server";
import {
  AcceptPanel,
  ClosedInvite,
  CreateAccountForm,
  InviteHeading,
} from "~/features/family/join-parts";
import type { FormResult } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/join";

/** /join/{token}: accept an invitation to plan a wedding (signed in), or make an account for it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadJoin(request, params.token);
}

export const action = keepsTyped(async ({ request, params, context }: Route.ActionArgs) => {
  return joinAction(request, context, params.token);
});

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  if (loaderData.state !== "signed-in" && loaderData.state !== "signed-out") {
    return (
      <section className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-xl">
          <ClosedInvite state={loaderData.state} />
        </div>
      </section>
    );
  }
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-xl">
        <InviteHeading invite={loaderData.invite} />
        <div className="card mt-6 p-6 sm:p-8">
          {loaderData.state === "signed-in" ? (
            <AcceptPanel
              invite={loaderData.invite}
              you={loaderData.you}
              refusal={loaderData.refusal}
              result={result}
            />
          ) : (
            <CreateAccountForm
              invite={loaderData.invite}
              hasAccount={loaderData.hasAccount}
              loginUrl={loaderData.loginUrl}
              result={result}
            />
          )}
        </div>
        <p className="mt-4 text-sm text-stone-600">
          The link works once, until {loaderData.invite.expires}.
        </p>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Join a wedding",
    path: "/join",
    origin: originFrom(matches),
    noIndex: true,
  });
