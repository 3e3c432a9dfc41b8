import { redirect } from "react-router";

/** Logout always ends on /, even when it fails (spec). Replaced by the accounts feature. */
export async function action() {
  return redirect("/");
}

export async function loader() {
  return redirect("/");
}
