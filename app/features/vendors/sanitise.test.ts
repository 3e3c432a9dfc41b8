import { describe, expect, it } from "vitest";
import { sanitiseEmail, sanitisePhone, sanitiseText, sanitiseWebsite } from "./sanitise";

describe("sanitiseText", () => {
  it("drops angle brackets and trims", () => {
    expect(sanitiseText("  <b>Royal Caterers</b>  ")).toBe("bRoyal Caterers/b");
  });

  it("drops javascript: in any case and with spaces before the colon", () => {
    expect(sanitiseText("JavaScript:alert(1) and javascript :x")).toBe("alert(1) and x");
  });

  it("drops event-handler patterns such as onerror= and onClick =", () => {
    expect(sanitiseText('img src=x onerror="bad()" onClick = go')).toBe('img src=x "bad()"  go');
  });

  it("cannot be tricked by nesting one pattern inside another", () => {
    expect(sanitiseText("javajavascript:script:alert(1)")).toBe("alert(1)");
    expect(sanitiseText("on<>click=x")).toBe("x");
  });

  it("keeps ordinary text, including words that merely start with 'on'", () => {
    expect(sanitiseText("Online bookings only, Leicester & London")).toBe(
      "Online bookings only, Leicester & London",
    );
  });

  it("turns missing values into an empty string", () => {
    expect(sanitiseText(undefined)).toBe("");
    expect(sanitiseText(null)).toBe("");
  });
});

describe("sanitiseEmail", () => {
  it("lower-cases, trims and keeps only word characters, @, . and -", () => {
    expect(sanitiseEmail("  Hello.World-1@Example.CO.UK ")).toBe("hello.world-1@example.co.uk");
    expect(sanitiseEmail("bad<script>@x.com")).toBe("badscript@x.com");
    expect(sanitiseEmail("name+tag@x.com")).toBe("nametag@x.com");
  });
});

describe("sanitisePhone", () => {
  it("keeps only digits, +, (, ), - and whitespace", () => {
    expect(sanitisePhone("+44 (0)116 123-4567 ext.")).toBe("+44 (0)116 123-4567");
    expect(sanitisePhone("<0116>abc")).toBe("0116");
  });
});

describe("sanitiseWebsite", () => {
  it("keeps http and https addresses", () => {
    expect(sanitiseWebsite(" https://example.co.uk ")).toBe("https://example.co.uk");
    expect(sanitiseWebsite("http://example.com/page")).toBe("http://example.com/page");
  });

  it("clears anything else", () => {
    expect(sanitiseWebsite("javascript:alert(1)")).toBe("");
    expect(sanitiseWebsite("www.example.com")).toBe("");
    expect(sanitiseWebsite("ftp://example.com")).toBe("");
    expect(sanitiseWebsite(undefined)).toBe("");
  });
});
