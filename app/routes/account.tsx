import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Account Settings" />;
}

export const meta = () => [{ title: "Account Settings | Saath" }];
