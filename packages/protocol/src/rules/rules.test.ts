import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountProblem } from "./amount.js";
import { commentProblem } from "./content.js";
import { fileExtension, mediaUrlProblem, uploadProblem } from "./files.js";
import { avatarUrlProblem, emailProblem } from "./profile.js";
import { splitTags, tagsProblem } from "./tags.js";
import { walletAddressProblem } from "./wallet.js";

describe("comment rule", () => {
  it("says 'Too little content...' below a width of 4, a wide character or an emoji counting 2", () => {
    expect(commentProblem("   ")).toBe("empty");
    expect(commentProblem("abc")).toBe("tooShort");
    expect(commentProblem("好")).toBe("tooShort");
    expect(commentProblem("😀")).toBe("tooShort");
    expect(commentProblem("很好")).toBeNull();
    expect(commentProblem("😀😀")).toBeNull();
    expect(commentProblem("good")).toBeNull();
    expect(commentProblem("e\u0301e\u0301e\u0301")).toBe("tooShort");
    expect(commentProblem("😀".repeat(1000))).toBeNull();
    expect(commentProblem("x".repeat(1001))).toBe("tooLong");
  });
});

describe("tags rule", () => {
  it("splits on ASCII, full-width and ideographic commas, trimmed and unique ignoring case", () => {
    expect(splitTags(" a, b，c、 a ,, B ")).toEqual(["a", "b", "c"]);
    expect(splitTags("defi  yield")).toEqual(["defi yield"]);
  });

  it("takes at most 10 tags of at most 20 characters", () => {
    expect(tagsProblem("")).toBeNull();
    expect(tagsProblem(Array.from({ length: 10 }, (_, i) => `t${i}`).join(","))).toBeNull();
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`).join(","))).toBe("tooMany");
    expect(tagsProblem("😀".repeat(20))).toBeNull();
    expect(tagsProblem("x".repeat(21))).toBe("tagTooLong");
    expect(tagsProblem(",".repeat(221))).toBe("tooLong");
  });

  it("judges the tags the same after they are split and joined again (what a form sends)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (value) => {
        const sent = splitTags(value).join(",");
        expect(splitTags(sent)).toEqual(splitTags(value));
        if (tagsProblem(value) === null) expect(tagsProblem(sent)).toBeNull();
      }),
    );
  });
});

describe("file rules", () => {
  it("reads a name's extension in lower case", () => {
    expect(fileExtension("a.PNG")).toBe("png");
    expect(fileExtension("x.tar.GZ")).toBe("gz");
    expect(fileExtension("README")).toBe("");
    expect(fileExtension("/uploads/dir.d/file")).toBe("");
  });

  it("takes a cover or video URL by its kind's extensions", () => {
    expect(mediaUrlProblem("image", " /uploads/image/a.JPEG ")).toBeNull();
    expect(mediaUrlProblem("image", "/uploads/video/a.mp4")).toBe("format");
    expect(mediaUrlProblem("video", "/uploads/video/a.mp4")).toBeNull();
    expect(mediaUrlProblem("video", "  ")).toBe("required");
    expect(mediaUrlProblem("image", `/${"x".repeat(500)}.png`)).toBe("tooLong");
  });

  it("checks a picked file's name and size", () => {
    expect(uploadProblem("image", { name: "a.gif", size: 10 })).toBeNull();
    expect(uploadProblem("image", { name: "a.svg", size: 10 })).toBe("format");
    expect(uploadProblem("image", { name: "a.png", size: 6 * 1024 * 1024 })).toBe("tooLarge");
    expect(uploadProblem("video", { name: "a.mp4", size: 6 * 1024 * 1024 })).toBeNull();
  });
});

describe("profile rules", () => {
  it("takes an e-mail address or none", () => {
    expect(emailProblem("")).toBeNull();
    expect(emailProblem(" a@b.co ")).toBeNull();
    expect(emailProblem("first.last+tag@mail.example.org")).toBeNull();
    for (const bad of ["nope", "a@b", "a@b.c", "a..b@c.io", ".a@b.io", "a b@c.io", "ü@b.io"]) {
      expect(emailProblem(bad), bad).toBe("format");
    }
    expect(emailProblem(`${"a".repeat(250)}@b.io`)).toBe("format");
  });

  it("takes an avatar as a web address or an upload", () => {
    expect(avatarUrlProblem("")).toBeNull();
    expect(avatarUrlProblem("https://x.org/a.png")).toBeNull();
    expect(avatarUrlProblem("/uploads/image/a.png")).toBeNull();
    expect(avatarUrlProblem("ftp://x")).toBe("format");
    expect(avatarUrlProblem("https://a b")).toBe("format");
  });
});

describe("wallet address rule", () => {
  it("asks for 0x and 40 hex digits", () => {
    expect(walletAddressProblem(" ")).toBe("required");
    expect(walletAddressProblem(`0x${"aB".repeat(20)}`)).toBeNull();
    expect(walletAddressProblem(`0x${"a".repeat(39)}`)).toBe("format");
    expect(walletAddressProblem("0xZZ")).toBe("format");
  });
});

describe("amount rule", () => {
  it("takes a plain decimal with at most 8 decimals", () => {
    expect(amountProblem("")).toBe("required");
    expect(amountProblem("1500")).toBeNull();
    expect(amountProblem(" 0.00000001 ")).toBeNull();
    expect(amountProblem("0.000000001")).toBe("tooManyDecimals");
    expect(amountProblem("0.001", 2)).toBe("tooManyDecimals");
    for (const bad of ["-1", "1e5", "1,000", ".5", "5.", "0x10", "１"]) expect(amountProblem(bad), bad).toBe("format");
  });
});
