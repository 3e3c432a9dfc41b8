import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Wedding Blog" />;
}

export const meta = () => [{ title: "Wedding Blog | Saath" }];
