import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="About Saath" />;
}

export const meta = () => [{ title: "About Saath | Saath" }];
