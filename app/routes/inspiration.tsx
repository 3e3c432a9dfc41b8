import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Inspiration" />;
}

export const meta = () => [{ title: "Inspiration | Saath" }];
