import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Add Your Business" />;
}

export const meta = () => [{ title: "Add Your Business | Saath" }];
