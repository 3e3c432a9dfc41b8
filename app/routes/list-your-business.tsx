import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="List Your Wedding Business" />;
}

export const meta = () => [{ title: "List Your Wedding Business | Saath" }];
