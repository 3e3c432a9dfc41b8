import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Terms and Conditions" />;
}

export const meta = () => [{ title: "Terms and Conditions | Saath" }];
