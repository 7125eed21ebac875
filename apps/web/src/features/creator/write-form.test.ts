import { api, splitTags } from "@icms/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ArticleValues,
  articleInput,
  emptyArticle,
  type SpecialValues,
  specialInput,
  validateArticle,
  validateSpecial,
} from "./write-form";

const good: ArticleValues = {
  ...emptyArticle,
  title: "Staking explained",
  abstract: "How staking works",
  tags: "defi, staking",
  cover_url: "/uploads/2024/cover.png",
  content: "<p>Body</p>",
};

const special: SpecialValues = {
  special_type: 1,
  name: "Web3 basics",
  abstract: "",
  tags: "",
  cover_url: "/uploads/c.jpg",
  is_open: true,
};

describe("validateArticle", () => {
  it("passes a complete article", () => {
    expect(validateArticle(good, false)).toEqual({});
  });

  it("needs a title of at most 100 characters, counted as people count them", () => {
    expect(validateArticle({ ...good, title: "  " }, false).title?.key).toBe("write.errors.titleRequired");
    expect(validateArticle({ ...good, title: "a".repeat(100) }, false).title).toBeUndefined();
    expect(validateArticle({ ...good, title: "a".repeat(101) }, false).title).toEqual({
      key: "write.errors.tooLong",
      values: { max: 100 },
    });
    expect(validateArticle({ ...good, title: "😀".repeat(100) }, false).title).toBeUndefined();
  });

  it("takes an abstract of at most 200 characters", () => {
    expect(validateArticle({ ...good, abstract: "中".repeat(200) }, false).abstract).toBeUndefined();
    expect(validateArticle({ ...good, abstract: "中".repeat(201) }, false).abstract?.values).toEqual({ max: 200 });
  });

  it("reads tags comma separated, at most 10 of at most 20 characters", () => {
    expect(
      validateArticle({ ...good, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }, false).tags?.key,
    ).toBe("write.errors.tooManyTags");
    expect(validateArticle({ ...good, tags: `ok, ${"x".repeat(21)}` }, false).tags?.key).toBe(
      "write.errors.tagTooLong",
    );
    expect(splitTags(" a, b，c、 a ,, B ")).toEqual(["a", "b", "c"]);
  });

  it("needs a png, jpg, jpeg or gif cover", () => {
    expect(validateArticle({ ...good, cover_url: "" }, false).cover_url?.key).toBe("write.errors.coverRequired");
    expect(validateArticle({ ...good, cover_url: "/uploads/a.webp" }, false).cover_url?.key).toBe(
      "write.errors.coverFormat",
    );
    for (const ext of ["png", "jpg", "jpeg", "gif", "JPG"]) {
      expect(validateArticle({ ...good, cover_url: `/uploads/a.${ext}` }, false).cover_url).toBeUndefined();
    }
  });

  it("needs content: an empty editor does not count", () => {
    expect(validateArticle({ ...good, content: "<p><br></p>" }, false).content?.key).toBe(
      "write.errors.contentRequired",
    );
    expect(validateArticle({ ...good, content: '<p><img src="/uploads/a.png"></p>' }, false).content).toBeUndefined();
  });

  it("needs an mp4 video for a video only", () => {
    expect(validateArticle(good, true).video_url?.key).toBe("write.errors.videoRequired");
    expect(validateArticle({ ...good, video_url: "/uploads/v.mov" }, true).video_url?.key).toBe(
      "write.errors.videoFormat",
    );
    expect(validateArticle({ ...good, video_url: "/uploads/v.mp4" }, true)).toEqual({});
    expect(validateArticle(good, false).video_url).toBeUndefined();
  });
});

describe("articleInput", () => {
  it("sends what the gateway reads: trimmed text, tags joined, HowTo and open as flags", () => {
    expect(articleInput({ ...good, title: " T ", tags: "a，b", special_id: "4", is_open: false }, 1, true)).toEqual({
      article_type: 1,
      is_howto: 1,
      lang: undefined,
      title: "T",
      abstract: "How staking works",
      content: "<p>Body</p>",
      cover_url: "/uploads/2024/cover.png",
      video_url: undefined,
      tags: "a,b",
      special_id: 4,
      is_open: 0,
    });
    expect(articleInput({ ...good, video_url: "/uploads/v.mp4", lang: "ru" }, 2, false)).toMatchObject({
      article_type: 2,
      video_url: "/uploads/v.mp4",
      lang: "ru",
      special_id: null,
    });
  });
});

describe("validateSpecial", () => {
  it("needs a name of at most 30 characters and a cover", () => {
    expect(validateSpecial(special)).toEqual({});
    expect(validateSpecial({ ...special, name: "" }).name?.key).toBe("write.errors.nameRequired");
    expect(validateSpecial({ ...special, name: "n".repeat(31) }).name).toEqual({
      key: "write.errors.tooLong",
      values: { max: 30 },
    });
    expect(validateSpecial({ ...special, cover_url: "" }).cover_url?.key).toBe("write.errors.coverRequired");
  });
  it("sends the special as the gateway reads it", () => {
    expect(specialInput({ ...special, special_type: 2, tags: "x, y", is_open: false })).toEqual({
      special_type: 2,
      name: "Web3 basics",
      abstract: "",
      cover_url: "/uploads/c.jpg",
      tags: "x,y",
      is_open: 0,
    });
  });
});

/** Form text: CJK, kana, Hangul, emoji, combining marks, separators, pieces of URLs, near each limit. */
const piece = fc.oneof(
  fc.constantFrom("a", " ", "中", "ｱ", "한", "😀", "👍🏻", "e\u0301", "\u0301", ",", "，", "、", "\n", "𠀋"),
  fc.constantFrom(".png", ".JPG", ".mp4", ".webp", "/uploads/", "x"),
  fc.string({ unit: "grapheme", maxLength: 3 }),
);
const formText = (...limits: number[]) =>
  fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
    ...limits.map((limit) =>
      fc
        .tuple(
          fc.integer({ min: limit - 2, max: limit + 2 }),
          fc.constantFrom("a", "中", "😀"),
          fc.array(piece, { maxLength: 3 }),
        )
        .map(([n, fill, rest]) => fill.repeat(n) + rest.join("")),
    ),
  );

describe("the forms and the gateway's schemas", () => {
  it("agree on every article and video the form would send", () => {
    const schema = api.appcms_msrv.my_article_add_save.input;
    const fields = fc.record({
      title: formText(100),
      abstract: formText(200),
      tags: fc.oneof(
        formText(20),
        fc.array(formText(20), { maxLength: 12 }).map((tags) => tags.join(",")),
      ),
      cover_url: fc.oneof(formText(), fc.constantFrom("/uploads/a.png", " /uploads/b.GIF ")),
      video_url: fc.oneof(formText(), fc.constantFrom("/uploads/v.mp4")),
      isVideo: fc.boolean(),
    });
    fc.assert(
      fc.property(fields, ({ isVideo, ...text }) => {
        const values = { ...good, ...text };
        const errors = validateArticle(values, isVideo);
        const sent = schema.safeParse(articleInput(values, isVideo ? 2 : 1, false));
        expect(sent.success, JSON.stringify(errors)).toBe(Object.keys(errors).length === 0);
      }),
      { numRuns: 400 },
    );
  });

  it("agree on every special the form would send", () => {
    const schema = api.appcms_msrv.special_add_save.input;
    const fields = fc.record({ name: formText(30), abstract: formText(200), tags: formText(20) });
    fc.assert(
      fc.property(fields, (text) => {
        const values = { ...special, ...text };
        const errors = validateSpecial(values);
        expect(schema.safeParse(specialInput(values)).success).toBe(Object.keys(errors).length === 0);
      }),
      { numRuns: 300 },
    );
  });
});
