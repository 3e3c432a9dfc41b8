import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "./blog-posts";
import { POST_IMAGES, parsePostBody, readingMinutes } from "./post-body";
import { PostBody } from "./post-body-view";

const render = (body: string) => renderToStaticMarkup(createElement(PostBody, { body }));

describe("parsePostBody", () => {
  it("turns a block wholly wrapped in double asterisks into a heading", () => {
    expect(parsePostBody("**Twelve months to go**")).toEqual([
      { type: "heading", text: "Twelve months to go" },
    ]);
  });

  it("keeps asterisks that do not wrap a whole block as paragraph text", () => {
    expect(parsePostBody("**Bold** start only")).toEqual([
      { type: "paragraph", text: "**Bold** start only" },
    ]);
    expect(parsePostBody("**one** and **two**")).toEqual([
      { type: "paragraph", text: "**one** and **two**" },
    ]);
  });

  it.each(["mandap", "mehndi", "reception"] as const)(
    "turns the [image: %s] placeholder into its fixed image and caption",
    (name) => {
      expect(parsePostBody(`[image: ${name}]`)).toEqual([
        { type: "image", name, image: POST_IMAGES[name] },
      ]);
      expect(POST_IMAGES[name].caption.length).toBeGreaterThan(0);
      expect(POST_IMAGES[name].alt.length).toBeGreaterThan(0);
    },
  );

  it("leaves an unknown image placeholder as plain text", () => {
    expect(parsePostBody("[image: https://evil.example/x.png]")).toEqual([
      { type: "paragraph", text: "[image: https://evil.example/x.png]" },
    ]);
    expect(parsePostBody("[image: cake]")).toEqual([{ type: "paragraph", text: "[image: cake]" }]);
  });

  it("groups check-mark lines into one highlighted checklist", () => {
    expect(parsePostBody("✓ Set a budget\n✓ Draft the guest list")).toEqual([
      { type: "checklist", items: ["Set a budget", "Draft the guest list"] },
    ]);
  });

  it("groups dash lines into one bullet list", () => {
    expect(parsePostBody("- Haldi\n- Mehndi\n- Sangeet")).toEqual([
      { type: "bullets", items: ["Haldi", "Mehndi", "Sangeet"] },
    ]);
  });

  it("groups numbered lines into one numbered list and keeps their numbers", () => {
    expect(parsePostBody("1. Book the venue\n2. Book the caterer")).toEqual([
      {
        type: "numbered",
        items: [
          { number: 1, text: "Book the venue" },
          { number: 2, text: "Book the caterer" },
        ],
      },
    ]);
  });

  it("makes every other line a plain paragraph", () => {
    expect(parsePostBody("First line.\nSecond line.")).toEqual([
      { type: "paragraph", text: "First line." },
      { type: "paragraph", text: "Second line." },
    ]);
  });

  it("splits on blank lines (including ones with spaces and Windows line endings)", () => {
    const blocks = parsePostBody("**A**\r\n\r\nText\n   \n- one\n\n- two");
    expect(blocks).toEqual([
      { type: "heading", text: "A" },
      { type: "paragraph", text: "Text" },
      { type: "bullets", items: ["one"] },
      { type: "bullets", items: ["two"] },
    ]);
  });

  it("reads a mixed block line by line", () => {
    expect(
      parsePostBody("Before you book:\n- ask for references\n1. sign\n✓ done").map((b) => b.type),
    ).toMatchInlineSnapshot(`
        [
          "paragraph",
          "bullets",
          "numbered",
          "checklist",
        ]
      `);
  });

  it("gives nothing for an empty or blank body", () => {
    expect(parsePostBody("")).toEqual([]);
    expect(parsePostBody("\n\n  \n")).toEqual([]);
  });

  it("does not treat a dash without a space or a year as a list row", () => {
    expect(parsePostBody("-5 degrees\n2027. A year")).toEqual([
      { type: "paragraph", text: "-5 degrees" },
      { type: "paragraph", text: "2027. A year" },
    ]);
  });
});

describe("PostBody rendering", () => {
  it("renders every block type as the matching element", () => {
    const html = render(
      "**Heading**\n\n[image: mandap]\n\nA paragraph.\n\n✓ Tick\n\n- Bullet\n\n3. Third",
    );
    expect(html).toContain("<h2");
    expect(html).toContain(">Heading</h2>");
    expect(html).toContain('src="/images/blog/inline-mandap.svg"');
    expect(html).toContain("<figcaption");
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("<p");
    expect(html).toMatch(/<ul[^>]*><li[^>]*><svg/);
    expect(html).toContain("<li>Bullet</li>");
    expect(html).toMatch(/<ol[^>]*start="3"/);
  });

  it("shows HTML in a body as text, never as markup", () => {
    const hostile = [
      "<script>alert('x')</script>",
      '**<img src=x onerror="alert(1)">**',
      '- <a href="javascript:alert(1)">click</a>',
      "✓ <iframe src=//evil.example></iframe>",
      "1. <style>body{display:none}</style>",
    ].join("\n\n");
    const html = render(hostile);
    expect(html).not.toMatch(/<script|<img src=x|<a |<iframe|<style/i);
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;iframe");
  });
});

describe("blog post bodies", () => {
  it("parse into headings and content for every post that has a body", () => {
    const withBodies = BLOG_POSTS.filter((post) => post.body);
    expect(withBodies.map((post) => post.id)).toEqual([1, 2, 6]);
    for (const post of withBodies) {
      const blocks = parsePostBody(post.body ?? "");
      expect(blocks.some((block) => block.type === "heading")).toBe(true);
      expect(blocks.filter((block) => block.type === "paragraph").length).toBeGreaterThan(2);
    }
  });

  it("include a twelve-month checklist in the featured planning post", () => {
    const featured = BLOG_POSTS.find((post) => post.featured);
    expect(featured).toMatchObject({ id: 1, category: "Planning" });
    const blocks = parsePostBody(featured?.body ?? "");
    expect(blocks.filter((block) => block.type === "checklist").length).toBeGreaterThanOrEqual(6);
    expect(blocks.some((block) => block.type === "image")).toBe(true);
  });

  it("estimates reading time at about 200 words a minute", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("")).toBe(1);
  });
});
