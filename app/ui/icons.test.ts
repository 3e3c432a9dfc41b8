import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, iconIds, SPRITE_FILE } from "../../scripts/icon-sprite";

describe("the icon sprite", () => {
  it("holds exactly the icons ui/icons.tsx names, as scripts/icon-sprite.ts draws them", async () => {
    // Fails after an icon is added to (or taken from) ui/icons.tsx until the sprite is rebuilt:
    // node scripts/icon-sprite.ts
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(await buildSprite(iconIds()));
  });

  it("gives every icon a symbol of its own, in lucide's 24-unit box", () => {
    const sprite = fs.readFileSync(SPRITE_FILE, "utf8");
    for (const id of iconIds()) {
      expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    }
    expect(iconIds()).toContain("heart");
  });
});
