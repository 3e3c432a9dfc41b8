import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Forgot password" />;
}

export const meta = () => [{ title: "Forgot password | Saath" }];
