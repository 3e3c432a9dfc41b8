import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Admin Profile Settings" />;
}

export const meta = () => [{ title: "Admin Profile Settings | Saath" }];
