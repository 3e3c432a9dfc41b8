import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Welcome Back" />;
}

export const meta = () => [{ title: "Welcome Back | Saath" }];
