import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

const render = (props: Parameters<typeof Pagination>[0], at = "/vendors?languages=Tamil") =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <Pagination {...props} />
    </MemoryRouter>,
  );

describe("Pagination", () => {
  it("links the pages either side and keeps the filters", () => {
    const html = render({ page: 2, pageCount: 3 }, "/vendors?languages=Tamil&page=2");
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('href="/vendors?languages=Tamil"');
    expect(html).toContain('href="/vendors?languages=Tamil&amp;page=3"');
  });

  it("offers no next page on the last one, and nothing for a single page", () => {
    expect(render({ page: 3, pageCount: 3 })).not.toContain('rel="next"');
    expect(render({ page: 1, pageCount: 1 })).toBe("");
  });

  it("says more follow when the count stopped at its cap, and still offers the next", () => {
    const html = render({ page: 42, pageCount: 42, more: true });
    expect(html).toContain("Page 42 of 42+");
    expect(html).toContain('href="/vendors?languages=Tamil&amp;page=43"');
  });

  it("keeps a count of thousands on one line, the links' words for screen readers on a phone", () => {
    const html = render({ page: 4166, pageCount: 4167, more: true });
    expect(html).toMatch(/<span class="whitespace-nowrap[^"]*">Page 4,166 of 4,167\+<\/span>/);
    expect(html).toContain('<span class="max-sm:sr-only">Previous</span>');
    expect(html).toContain('<span class="max-sm:sr-only">Next</span>');
  });
});
