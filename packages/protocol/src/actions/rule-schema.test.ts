import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { Code } from "../errors/codes.js";
import {
  abstractProblem,
  commentProblem,
  richTextProblem,
  specialNameProblem,
  titleProblem,
} from "../rules/content.js";
import { mediaUrlProblem } from "../rules/files.js";
import { avatarUrlProblem, bioProblem, emailProblem, nicknameProblem } from "../rules/profile.js";
import { tagsProblem } from "../rules/tags.js";
import { walletAddressProblem } from "../rules/wallet.js";
import { abstract, coverUrl, richText, specialName, tags, title, videoUrl } from "./cms-fields.js";
import { walletAddress } from "./common.js";
import { taggedCode } from "./define.js";
import { api } from "./index.js";

/** Pieces of text people write: CJK, kana, Hangul, emoji (with modifiers and joiners), combining marks, separators. */
const piece = fc.oneof(
  fc.constantFrom("a", "Z", " ", "中", "文", "ｱ", "한", "😀", "👍🏻", "👩\u200d💻", "e\u0301", "\u0301", "\ufe0f"),
  fc.constantFrom(",", "，", "、", "\n", "\t", "𠀋", ".", "@", "/", "x.png", "https://", "/uploads/", "0x"),
  fc.string({ unit: "grapheme", maxLength: 3 }),
  fc.string({ unit: "binary", maxLength: 3 }),
);
const short = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
/** Text around a limit: `n` copies of one character, then a few pieces. */
const near = (limit: number) =>
  fc
    .tuple(fc.integer({ min: Math.max(0, limit - 3), max: limit + 2 }), fc.constantFrom("a", "中", "😀", "é"), short)
    .map(([n, fill, rest]) => fill.repeat(n) + rest);
const textAround = (...limits: number[]) => fc.oneof(short, ...limits.map(near));

/** The rule passes exactly when the schema does. */
function agrees(rule: (value: string) => string | null, schema: z.ZodType, text: fc.Arbitrary<string>) {
  fc.assert(
    fc.property(text, (value) => {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(rule(value) === null);
    }),
    { numRuns: 300 },
  );
}

/** The catalogue codes a failed parse is tagged with. */
const codesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => taggedCode(issue.message)).filter((code) => code !== undefined);

describe("the web's rules and the gateway's schemas agree", () => {
  it("on titles, abstracts and special names", () => {
    agrees(titleProblem, title, textAround(100));
    agrees(abstractProblem, abstract, textAround(200));
    agrees(specialNameProblem, specialName, textAround(30));
  });

  it("on tags", () => {
    agrees(tagsProblem, tags, fc.oneof(short, near(20), near(220)));
    const list = fc.array(fc.oneof(short, near(20)), { maxLength: 12 }).map((parts) => parts.join(","));
    agrees(tagsProblem, tags, list);
  });

  it("on cover and video URLs and rich text", () => {
    agrees((value) => mediaUrlProblem("image", value), coverUrl, textAround(500));
    agrees((value) => mediaUrlProblem("video", value), videoUrl, textAround(500));
    agrees(richTextProblem, richText, fc.oneof(short, near(200_000)));
  });

  it("on comments, with the same catalogue code", () => {
    const content = api.appcms_msrv.article_comment_add.input;
    fc.assert(
      fc.property(textAround(2, 4, 1000), (text) => {
        const result = content.safeParse({ article_id: 1, content: text });
        const problem = commentProblem(text);
        expect(result.success).toBe(problem === null);
        if (problem === "empty") expect(codesOf(result)).toEqual([Code.CommentEmpty]);
        if (problem === "tooShort") expect(codesOf(result)).toEqual([Code.CommentTooShort]);
        if (problem === "tooLong") expect(codesOf(result)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("on the profile fields", () => {
    const one = <K extends string>(schema: z.ZodType, key: K) =>
      ({ safeParse: (value: string) => schema.safeParse({ [key]: value }) }) as unknown as z.ZodType;
    agrees(nicknameProblem, one(api.user_msrv.set_nickname.input, "nickname"), textAround(30));
    agrees(bioProblem, one(api.user_msrv.set_bio.input, "bio"), textAround(200));
    agrees(emailProblem, one(api.user_msrv.set_email.input, "email"), textAround(254));
    agrees(avatarUrlProblem, one(api.user_msrv.set_avatar.input, "avatar_url"), textAround(500));
  });

  it("on wallet addresses, 3005 missing and 3006 malformed", () => {
    const address = fc.oneof(
      short,
      fc.stringMatching(/^\s?0x[0-9a-fA-F]{39,41}\s?$/),
      fc.constantFrom("", " ", "0x", `0x${"a".repeat(40)}`),
    );
    fc.assert(
      fc.property(address, (value) => {
        const result = walletAddress.safeParse(value);
        const problem = walletAddressProblem(value);
        expect(result.success).toBe(problem === null);
        if (problem === "required") expect(codesOf(result)).toEqual([Code.WalletRequired]);
        if (problem === "format") expect(codesOf(result)).toEqual([Code.WalletFormat]);
      }),
    );
    expect(codesOf(walletAddress.safeParse(undefined))).toEqual([Code.WalletRequired]);
  });
});
