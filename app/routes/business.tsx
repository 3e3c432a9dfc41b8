import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Your Business" />;
}

export const meta = () => [{ title: "Your Business | Saath" }];
