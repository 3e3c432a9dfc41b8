import { describe, expect, it } from "vitest";
import { BLOG_POSTS, findReadablePost, isBlogChip, postsForChip } from "./blog-posts";
import { parseContactForm } from "./contact.schema";
import { INSPIRATION_IDEAS, ideasForChip, isInspirationChip } from "./inspiration.server";
import { newsletterSchema } from "./newsletter.schema";

/** What the contact form answers when nothing usable was typed. */
const EVERY_FIELD_MISSING = {
  errors: {
    name: "Please enter your name",
    email: "Please enter your email address",
    topic: "Please choose a topic",
    message: "Please enter a message",
  },
  ok: false,
};

describe("newsletter schema", () => {
  it("accepts an address, trimmed and lower-cased", () => {
    expect(newsletterSchema.parse({ email: "  Priya@Example.COM " })).toEqual({
      email: "priya@example.com",
    });
  });

  it.each([
    [{ email: "" }, "Please enter your email address"],
    [{}, "Please enter your email address"],
    [{ email: "priya@" }, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "That email address is too long"],
  ])("rejects %j with '%s'", (input, message) => {
    const result = newsletterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe("contact schema", () => {
  const valid = {
    name: "Ravi Patel",
    email: "ravi@example.com",
    topic: "Listing or claiming a business",
    message: "I'd like to claim the listing for my catering company.",
  };
  const accepted = { ok: true, data: valid };

  it("accepts a complete message and trims it", () => {
    expect(parseContactForm({ ...valid, name: "  Ravi Patel  " })).toEqual(accepted);
  });

  it("reads FormData the same way", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    expect(parseContactForm(form)).toEqual(accepted);
  });

  it("asks for every missing field", () => {
    expect(parseContactForm({})).toEqual(EVERY_FIELD_MISSING);
  });

  it("limits the message to 2,000 characters", () => {
    expect(parseContactForm({ ...valid, message: "x".repeat(2001) })).toEqual({
      ok: false,
      errors: { message: "Message must be 2,000 characters or fewer" },
    });
  });
});

describe("blog chips", () => {
  it("show the featured planning post for All and Planning only", () => {
    expect(postsForChip("All").featured?.id).toBe(1);
    expect(postsForChip("Planning").featured?.id).toBe(1);
    expect(postsForChip("Fashion").featured).toBeNull();
  });

  it("show the five further posts for All and filter them by category", () => {
    expect(postsForChip("All").posts.map((post) => post.id)).toEqual([2, 3, 4, 5, 6]);
    expect(postsForChip("Fashion").posts.map((post) => post.id)).toEqual([2]);
    expect(postsForChip("Planning").posts).toEqual([]);
  });

  it("have nothing for Decor, which shows the empty state", () => {
    expect(postsForChip("Decor")).toEqual({ featured: null, posts: [] });
  });

  it("accept only the spec's chip names", () => {
    expect(isBlogChip("Fashion")).toBe(true);
    expect(isBlogChip("fashion")).toBe(false);
    expect(isBlogChip(null)).toBe(false);
  });

  it("open posts 1, 2 and 6 only", () => {
    expect(BLOG_POSTS).toHaveLength(6);
    expect(
      ["1", "2", "3", "4", "5", "6", "7", "abc", "1.0", "01"].map(
        (id) => findReadablePost(id)?.id ?? null,
      ),
    ).toEqual([1, 2, null, null, null, 6, null, null, null, null]);
  });
});

describe("inspiration chips", () => {
  it("show all eight ideas for All and filter by category", () => {
    expect(ideasForChip("All")).toHaveLength(8);
    expect(ideasForChip("Decor").map((idea) => idea.id)).toEqual([1, 8]);
    expect(ideasForChip("Gifts").map((idea) => idea.title)).toEqual([
      "Hand-painted mithai boxes for guests",
    ]);
  });

  it("have a chip for every idea", () => {
    for (const idea of INSPIRATION_IDEAS) expect(isInspirationChip(idea.category)).toBe(true);
  });

  it.each(["Decor", "Fashion", "Beauty", "Photography", "Themes", "Venues", "Gifts"] as const)(
    "have at least one idea for %s",
    (chip) => {
      expect(ideasForChip(chip).length).toBeGreaterThan(0);
    },
  );
});

describe("contact schema on an empty form", () => {
  it("asks for each field rather than quoting a minimum length", () => {
    expect(parseContactForm({ name: " ", email: "", topic: "", message: "" })).toEqual(
      EVERY_FIELD_MISSING,
    );
  });
});
