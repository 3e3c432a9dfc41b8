import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Contact Us" />;
}

export const meta = () => [{ title: "Contact Us | Saath" }];
