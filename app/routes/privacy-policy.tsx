import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Privacy Policy" />;
}

export const meta = () => [{ title: "Privacy Policy | Saath" }];
