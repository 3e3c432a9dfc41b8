import { Heart } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useRootData } from "~/root";
import { useToast } from "~/ui/toast";

/**
 * The shortlist heart. A visitor is asked to log in and comes back to the same page.
 * (The logged-in toggle is built in the shortlist feature.)
 */
export function ShortlistButton({
  vendorName,
  className = "",
}: {
  vendorId: number;
  vendorName: string;
  className?: string;
}) {
  const rootData = useRootData();
  const toast = useToast();
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;
  const base = `grid size-10 place-items-center rounded-full bg-white/95 text-brand-700 shadow hover:bg-brand-50 ${className}`;
  if (!rootData?.user) {
    return (
      <Link
        to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`}
        className={base}
        aria-label={`Shortlist ${vendorName} (log in required)`}
        onClick={(event) => {
          event.preventDefault();
          toast({
            title: "Login Required",
            description: "Please login to shortlist vendors",
            variant: "destructive",
          });
        }}
      >
        <Heart className="size-5" aria-hidden />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={base}
      aria-label={`Shortlist ${vendorName}`}
      aria-pressed={false}
    >
      <Heart className="size-5" aria-hidden />
    </button>
  );
}
