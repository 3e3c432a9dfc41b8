import { describe, expect, it } from "vitest";
import { fullPhotoUrl, photoSrcSet, photoUrl } from "./photos";
import { dataUrl } from "./upload";

const KEY = "0123456789abcdef0123";

describe("photo URLs", () => {
  it("links an uploaded photo to its largest rendition and leaves other images alone", () => {
    expect(fullPhotoUrl(photoUrl(KEY, 800))).toBe(`/uploads/vendors/${KEY}-1600.webp`);
    expect(fullPhotoUrl("/images/venues/venue-1.svg")).toBe("/images/venues/venue-1.svg");
    expect(photoSrcSet("/images/venues/venue-1.svg")).toBeUndefined();
  });

  it("posts uploads to the page's own React Router data URL", () => {
    expect(dataUrl("/business/listings/25")).toBe("/business/listings/25.data");
    expect(dataUrl("/")).toBe("/_.data");
  });
});
