import { useEffect } from "react";
import { useNavigate } from "react-router";
import { sameSitePath } from "~/lib/return-url";
import { Loader2 } from "~/ui/icons";
import { AuthCard } from "./account-ui";

/** 'Redirecting to dashboard...', then about 300 ms later the destination (spec: Login). */
export function Redirecting({ to: target }: { to: string }) {
  const navigate = useNavigate();
  // The loader and action already checked it; the meta refresh below must never be the place
  // where an unchecked target slips through.
  const to = sameSitePath(target) ?? "/";
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(to, { replace: true, state: { carryToast: true } }),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
  return (
    <AuthCard title="Welcome Back">
      <p className="flex items-center justify-center gap-2 text-stone-700" role="status">
        <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden />
        Redirecting to dashboard...
      </p>
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${to}`} />
        <p className="mt-4 text-center">
          <a href={to} className="text-brand-700 underline">
            Continue
          </a>
        </p>
      </noscript>
    </AuthCard>
  );
}
