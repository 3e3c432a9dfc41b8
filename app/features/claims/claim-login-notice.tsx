import { Link } from "react-router";
import { loginHref, signUpHref } from "~/lib/login-url";

/** The claim dialog's answer to a visitor who is not logged in (spec: Claim dialog). */
export function ClaimLoginNotice({ vendorId }: { vendorId: number }) {
  return (
    <div role="status" className="rounded-xl border border-saffron-300 bg-saffron-100 p-4">
      <p className="font-semibold">Authentication required</p>
      <p className="mt-1 text-sm">You must be logged in to claim a business</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={loginHref(`/vendor/${vendorId}`)} className="btn-primary">
          Log in to claim
        </Link>
        <Link to={signUpHref(`/vendor/${vendorId}`)} className="btn-secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}
