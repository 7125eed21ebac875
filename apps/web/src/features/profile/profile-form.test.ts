import { api } from "@icms/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedFields, profileValues, validateProfile } from "./profile-form";

const valid = { nickname: "Alice", bio: "", email: "", avatar_url: "" };

describe("profile form", () => {
  it("accepts a filled or minimal profile", () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ nickname: "A", bio: "hi", email: "a@b.co", avatar_url: "https://x.org/a.png" })).toEqual(
      {},
    );
    expect(validateProfile({ ...valid, avatar_url: "/uploads/a.png" })).toEqual({});
  });

  it("names each problem", () => {
    expect(validateProfile({ nickname: "  ", bio: "x".repeat(201), email: "nope", avatar_url: "ftp://x" })).toEqual({
      nickname: { key: "profile.errors.nicknameRequired" },
      bio: { key: "profile.errors.bioTooLong", values: { max: 200 } },
      email: { key: "profile.errors.emailInvalid" },
      avatar_url: { key: "profile.errors.avatarInvalid" },
    });
    expect(validateProfile({ ...valid, nickname: "n".repeat(31) }).nickname).toEqual({
      key: "profile.errors.nicknameTooLong",
      values: { max: 30 },
    });
  });

  it("sends only the fields that changed, trimmed", () => {
    const initial = profileValues({ nickname: "Alice", bio: "", email: "", avatar_url: "" });
    expect(changedFields(initial, { ...initial, nickname: " Alice " })).toEqual({});
    expect(changedFields(initial, { ...initial, bio: " hello ", email: "a@b.co" })).toEqual({
      bio: "hello",
      email: "a@b.co",
    });
  });
});

const piece = fc.oneof(
  fc.constantFrom("a", " ", "中", "😀", "e\u0301", "@", ".", "io", "https://", "/uploads/", "\n", "ü"),
  fc.string({ unit: "grapheme", maxLength: 3 }),
);
const profileText = (limit: number) =>
  fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
    fc
      .tuple(
        fc.integer({ min: limit - 2, max: limit + 2 }),
        fc.constantFrom("a", "中", "😀"),
        fc.array(piece, { maxLength: 3 }),
      )
      .map(([n, fill, rest]) => fill.repeat(n) + rest.join("")),
  );

describe("the profile form and the gateway's schema", () => {
  it("agree on every field, as the form sends it (trimmed)", () => {
    const schema = api.user_msrv.set_profile.input;
    const field = fc.oneof(
      fc.tuple(fc.constant("nickname" as const), profileText(30)),
      fc.tuple(fc.constant("bio" as const), profileText(200)),
      fc.tuple(fc.constant("email" as const), fc.oneof(profileText(254), fc.emailAddress())),
      fc.tuple(fc.constant("avatar_url" as const), fc.oneof(profileText(500), fc.webUrl())),
    );
    fc.assert(
      fc.property(field, ([name, value]) => {
        const error = validateProfile({ ...valid, [name]: value })[name];
        expect(schema.safeParse({ [name]: value.trim() }).success, JSON.stringify(error)).toBe(error === undefined);
      }),
      { numRuns: 500 },
    );
  });
});
