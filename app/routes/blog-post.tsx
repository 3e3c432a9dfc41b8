import { PlaceholderPage } from "~/ui/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Blog Post" />;
}

export const meta = () => [{ title: "Blog Post | Saath" }];
