import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Profile" />;
}

export const meta = () => [{ title: "Profile | Saath" }];
