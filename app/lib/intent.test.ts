import { describe, expect, it } from "vitest";
import { intentSchema, readIntent } from "./intent";

const form = (intent?: string) => {
  const data = new FormData();
  if (intent !== undefined) data.set("intent", intent);
  return data;
};

describe("readIntent", () => {
  const schema = intentSchema(["save", "delete"] as const);

  it("reads one of the names", () => {
    expect(readIntent(schema, form("delete"))).toBe("delete");
  });

  it("falls back when the form posts none, and refuses any other", () => {
    expect(readIntent(schema, form(), "save")).toBe("save");
    expect(readIntent(schema, form())).toBeNull();
    expect(readIntent(schema, form("drop"))).toBeNull();
  });
});
