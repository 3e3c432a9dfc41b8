import { describe, expect, it } from "vitest";
import { metaDescription, seo } from "./seo";

describe("seo()", () => {
  it("shares a 1200×630 picture on every page, with its type and alt text", () => {
    const tags = seo({ title: "Blog", path: "/blog", origin: "https://saath.example" });
    const property = (name: string) =>
      (tags.find((tag) => "property" in tag && tag.property === name) as { content?: string })
        ?.content;
    expect(property("og:image")).toBe("https://saath.example/images/og-default.png");
    expect(property("og:image:type")).toBe("image/png");
    expect([property("og:image:width"), property("og:image:height")]).toEqual(["1200", "630"]);
    expect(property("og:image:alt")).toMatch(/^Saath/);

    const own = seo({
      title: "A post",
      path: "/blog/1",
      origin: "https://saath.example",
      image: { src: "/art/v2/og/post/1.jpg", alt: "A planner's notebook" },
      type: "article",
    });
    expect(own).toContainEqual({
      property: "og:image",
      content: "https://saath.example/art/v2/og/post/1.jpg",
    });
    expect(own).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    expect(own).toContainEqual({ property: "og:image:alt", content: "A planner's notebook" });
    expect(own).toContainEqual({ property: "og:type", content: "article" });
  });
});

describe("metaDescription()", () => {
  it("keeps whole sentences that fit, and never cuts a word", () => {
    const short = "Eggless tiered cakes.";
    expect(metaDescription(short)).toBe(short);
    const text =
      "Eggless tiered cakes in saffron, cardamom and pistachio, decorated with sugar marigolds. Families across north-west London know Saanjh Cakes, a long-established bakery. Prices start at £400.";
    expect(metaDescription(text)).toBe(
      "Eggless tiered cakes in saffron, cardamom and pistachio, decorated with sugar marigolds.",
    );
    const long = `${"A very long sentence with many words ".repeat(8)}ends here.`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ words…$|[a-z]…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toBe(" ");
  });
});
