import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Admin Panel" />;
}

export const meta = () => [{ title: "Admin Panel | Saath" }];
