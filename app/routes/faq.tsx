import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Frequently Asked Questions" />;
}

export const meta = () => [{ title: "Frequently Asked Questions | Saath" }];
