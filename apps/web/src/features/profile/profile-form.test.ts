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
