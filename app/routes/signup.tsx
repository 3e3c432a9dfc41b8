import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Create an account" />;
}

export const meta = () => [{ title: "Create an account | Saath" }];
