import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseForm } from "~/lib/form";
import { todayInLondon } from "~/lib/london-date";
import {
  BUSINESS_TYPES,
  businessSignupSchema,
  changeEmailSchema,
  changePasswordSchema,
  coupleSignupSchema,
  loginSchema,
  NO_EVENTS,
  resetPasswordSchema,
  signupStep1Schema,
} from "./auth.schema";

/** `{ data }` or `{ errors }`, as the form layer parses. */
function validate<T extends z.ZodType>(schema: T, values: Record<string, unknown>) {
  const parsed = parseForm(schema, values);
  return parsed.ok
    ? { data: parsed.data, errors: undefined }
    : { data: undefined, errors: parsed.errors };
}

const step1 = {
  accountType: "couple",
  name1: "Asha Patel",
  name2: "",
  email: "asha@example.com",
  password: "Wedding!2027",
  termsAccepted: "on",
};

describe("password rules (spec §5)", () => {
  it.each([
    ["", "Password must be at least 8 characters"],
    ["Ab1!", "Password must be at least 8 characters"],
    ["lowercase1!", "Password must contain at least one uppercase letter"],
    ["UPPERCASE1!", "Password must contain at least one lowercase letter"],
    ["NoNumbers!!", "Password must contain at least one number"],
    ["NoSpecial123", "Password must contain at least one special character"],
  ])("rejects %j with %s", (password, message) => {
    expect(validate(signupStep1Schema, { ...step1, password }).errors?.password).toBe(message);
  });

  it("accepts a password with every kind of character", () => {
    expect(validate(signupStep1Schema, step1).errors).toBeUndefined();
  });

  it("reset needs 6 characters and a matching confirmation", () => {
    expect(
      validate(resetPasswordSchema, { token: "t", password: "abc", confirmPassword: "abc" }).errors
        ?.password,
    ).toBe("Password must be at least 6 characters");
    expect(
      validate(resetPasswordSchema, { token: "t", password: "abcdef", confirmPassword: "abcdeg" })
        .errors?.confirmPassword,
    ).toBe("Passwords do not match");
    expect(
      validate(resetPasswordSchema, { token: "t", password: "abcdef", confirmPassword: "abcdef" })
        .errors,
    ).toBeUndefined();
  });
});

describe("login", () => {
  it("trims and lower-cases the e-mail", () => {
    expect(validate(loginSchema, { email: "  Asha@Example.COM ", password: "x" }).data?.email).toBe(
      "asha@example.com",
    );
  });

  it.each(["", "asha", "asha@", "asha@example"])("rejects %j with the spec's message", (email) => {
    const message = validate(loginSchema, { email, password: "x" }).errors?.email;
    expect(["Please enter a valid email address", "Please enter a valid email format"]).toContain(
      message,
    );
  });
});

describe("sign-up", () => {
  it("requires the spec's name lengths and the terms", () => {
    const errors = validate(signupStep1Schema, {
      ...step1,
      name1: "A",
      name2: "B",
      termsAccepted: "",
    }).errors;
    expect(errors).toMatchObject({
      name1: "First name must be at least 2 characters",
      name2: "Second name must be at least 2 characters",
      termsAccepted: "You must accept the terms and conditions to continue",
    });
  });

  it("needs a wedding date that is today or later", () => {
    const base = { ...step1, ...NO_EVENTS };
    expect(validate(coupleSignupSchema, { ...base, weddingDate: "" }).errors?.weddingDate).toBe(
      "Please select your wedding date",
    );
    expect(
      validate(coupleSignupSchema, { ...base, weddingDate: "2001-02-03" }).errors?.weddingDate,
    ).toBe("Your wedding date cannot be in the past");
    expect(
      validate(coupleSignupSchema, { ...base, weddingDate: todayInLondon() }).errors,
    ).toBeUndefined();
    // A day that does not exist gets the field's message, not a database error.
    expect(
      validate(coupleSignupSchema, { ...base, weddingDate: "2099-02-31" }).errors?.weddingDate,
    ).toBe("Please select your wedding date");
  });

  it("knows the spec's 15 business types and requires one", () => {
    expect(BUSINESS_TYPES).toHaveLength(15);
    const base = { ...step1, accountType: "business", businessDescription: "" };
    expect(
      validate(businessSignupSchema, { ...base, businessName: "K", businessType: "" }).errors,
    ).toMatchObject({
      businessName: "Business name must be at least 2 characters",
      businessType: "Please select a business type",
    });
    expect(
      validate(businessSignupSchema, {
        ...base,
        businessName: "Kapoor",
        businessType: "Spaceships",
      }).errors?.businessType,
    ).toBe("Please select a business type");
    expect(
      validate(businessSignupSchema, { ...base, businessName: "Kapoor", businessType: "Catering" })
        .errors,
    ).toBeUndefined();
  });

  it("never accepts an admin account type", () => {
    expect(
      validate(signupStep1Schema, { ...step1, accountType: "admin" }).errors?.accountType,
    ).toBeTruthy();
  });
});

describe("account changes", () => {
  it("change e-mail asks for all required fields", () => {
    expect(validate(changeEmailSchema, { newEmail: "", currentPassword: "" }).errors).toMatchObject(
      {
        newEmail: "Please fill in all required fields",
        currentPassword: "Please fill in all required fields",
      },
    );
  });

  it("change password needs all three fields and a matching confirmation", () => {
    expect(
      validate(changePasswordSchema, { currentPassword: "", newPassword: "", confirmPassword: "" })
        .errors,
    ).toMatchObject({
      currentPassword: "Please fill in all required fields",
    });
    expect(
      validate(changePasswordSchema, {
        currentPassword: "old",
        newPassword: "Changed!2027",
        confirmPassword: "Changed!2028",
      }).errors?.confirmPassword,
    ).toBe("Your new password and confirmation don't match");
  });
});
