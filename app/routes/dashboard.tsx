import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="My Wedding Dashboard" />;
}

export const meta = () => [{ title: "My Wedding Dashboard | Saath" }];
