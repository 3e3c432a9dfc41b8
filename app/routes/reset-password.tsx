import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Set New Password" />;
}

export const meta = () => [{ title: "Set New Password | Saath" }];
