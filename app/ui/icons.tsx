import type { ReactElement, SVGProps } from "react";
import sprite from "./icons.svg?no-inline";

/**
 * Every icon on the site, from one cached SVG sprite (icons.svg, built from lucide's shapes by
 * scripts/icon-sprite.ts; decision 026). An icon is two elements, `<svg><use/></svg>`, and no
 * script of its own: cheaper to render on the server and nothing to download per icon. The names
 * are lucide's, so `<MapPin className="size-4" aria-hidden />` reads as before. Stroke, fill and
 * default size come from the `icon` class (app.css), so `fill-current` and `size-*` still apply.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;
export type IconComponent = (props: IconProps) => ReactElement;

/** Like lucide: hidden from screen readers unless it is given a label or a role. */
function isLabelled(props: IconProps) {
  return Object.keys(props).some(
    (name) => name.startsWith("aria-") || name === "role" || name === "title",
  );
}

function icon(id: string): IconComponent {
  const href = `${sprite}#${id}`;
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        aria-hidden={isLabelled(props) ? undefined : true}
        {...props}
        className={className ? `icon ${className}` : "icon"}
      >
        <use href={href} />
      </svg>
    );
  };
}

export const AlertTriangle = icon("triangle-exclamation-point");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const ArrowUpDown = icon("arrow-up-down");
export const BadgeCheck = icon("badge-check");
export const Briefcase = icon("briefcase");
export const Building2 = icon("building-complex");
export const CalendarDays = icon("calendar-days");
export const CalendarHeart = icon("calendar-heart");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const Circle = icon("circle");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleCheck = icon("circle-check");
export const Clock = icon("clock");
export const Download = icon("download");
export const Eye = icon("eye");
export const EyeOff = icon("eye-off");
export const Flag = icon("flag");
export const Globe = icon("globe");
export const Heart = icon("heart");
export const Image = icon("image");
export const ImagePlus = icon("image-plus");
export const ImageUp = icon("image-up");
export const Images = icon("images");
export const Inbox = icon("inbox");
export const Info = icon("info");
export const KeyRound = icon("key-round");
export const Link2Off = icon("link-2-off");
export const Loader2 = icon("loader-circle");
export const Mail = icon("mail");
export const MailCheck = icon("mail-check");
export const MailWarning = icon("mail-exclamation-point");
export const MapPin = icon("map-pin");
export const MapPinOff = icon("map-pin-off");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MessageSquareReply = icon("message-square-reply");
export const PartyPopper = icon("party-popper");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const Plus = icon("plus");
export const PlusCircle = icon("circle-plus");
export const Printer = icon("printer");
export const Quote = icon("quote");
export const RefreshCw = icon("refresh-cw");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const Share2 = icon("share-2");
export const ShieldAlert = icon("shield-exclamation-point");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Star = icon("star");
export const Store = icon("store");
export const Trash2 = icon("trash");
export const Upload = icon("upload");
export const UserCog = icon("user-cog");
export const UserPlus = icon("user-plus");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const WifiOff = icon("wifi-off");
export const X = icon("x");
