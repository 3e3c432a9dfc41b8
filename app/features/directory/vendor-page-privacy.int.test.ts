/** What /vendor/{id} sends a visitor: nothing the owner was told stays private (decision 015). */
import { describe, expect, it } from "vitest";
import { makeListing, unique } from "../../../tests/factories";
import { get, run } from "../../../tests/support/routes";

const vendorRoute = await import("~/routes/vendor");

const pageOf = async (id: number) =>
  run(vendorRoute.loader, get(`/vendor/${id}`, ""), { params: { vendorId: String(id) } });

describe("the vendor page's data", () => {
  it("leaves out a postcode the address does not name, and the point it stands for", async () => {
    const id = await makeListing({
      name: `Home Mehndi ${unique()}`,
      address: "Belgrave, Leicester",
      postcode: "LE4 5LN",
    });
    const page = await pageOf(id);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain("LE4 5LN");
    expect(page.data?.vendor).not.toHaveProperty("postcode");
    expect(page.data?.vendor).not.toHaveProperty("lat");
  });

  it("keeps the postcode in the structured data when the owner wrote it in the address", async () => {
    const id = await makeListing({
      name: `Shop Mehndi ${unique()}`,
      address: "12 Belgrave Road, Leicester LE4 5LN",
      postcode: "LE4 5LN",
    });
    const page = await pageOf(id);
    expect(JSON.stringify(page.data?.structuredData)).toContain("LE4 5LN");
    expect(page.data?.vendor).not.toHaveProperty("postcode");
  });
});
