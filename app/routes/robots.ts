import { getEnv } from "~/config.server";

export function loader() {
  const { BASE_URL } = getEnv();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /account",
    "Disallow: /profile",
    "Disallow: /api/",
    "Disallow: /dev/",
    `Sitemap: ${BASE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
