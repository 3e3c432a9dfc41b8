import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Development mail" />;
}

export const meta = () => [{ title: "Development mail | Saath" }];
