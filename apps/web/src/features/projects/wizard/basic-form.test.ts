import { api } from "@icms/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formProblems } from "../../../ui/form/rule-checks";
import { type BasicValues, basicChecks, basicInput, emptyBasic } from "./basic-form";
import { emptyItem, ITEM_STEPS, itemChecks } from "./item-steps";

const good: BasicValues = {
  ...emptyBasic("en"),
  title: "Lendr",
  content: "<p>Loans for all</p>",
  cover_url: "/uploads/cover.png",
  logo_url: "/uploads/logo.png",
};

/** Form text: CJK, emoji, combining marks, separators, pieces of URLs and dates, near each limit. */
const piece = fc.oneof(
  fc.constantFrom("a", " ", "中", "😀", "e\u0301", ",", "，", "\n", "-", "2026-02-28", "2026-02-30"),
  fc.constantFrom(".png", ".JPG", ".pdf", "/uploads/", "https://", "http://", "ftp://", "x.io", "x"),
  fc.string({ unit: "grapheme", maxLength: 3 }),
);
const formText = (...limits: number[]) =>
  fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
    ...limits.map((limit) =>
      fc
        .tuple(fc.integer({ min: limit - 2, max: limit + 2 }), fc.constantFrom("a", "中", "😀"), fc.array(piece))
        .map(([n, fill, rest]) => fill.repeat(n) + rest.slice(0, 3).join("")),
    ),
  );

describe("the wizard's forms and the gateway's schemas", () => {
  it("agree on every first step the form would send", () => {
    const schema = api.appcms_msrv.project_add_save.input;
    const fields = fc.record({
      title: formText(100),
      abstract: formText(200),
      tags: formText(20),
      cover_url: fc.oneof(formText(), fc.constantFrom("/uploads/a.png", " /uploads/b.GIF ")),
      logo_url: fc.oneof(formText(), fc.constantFrom("/uploads/l.webp")),
      official_url: fc.oneof(formText(), fc.constantFrom(" https://lendr.io ", "lendr.io")),
      online_time: fc.oneof(formText(), fc.constantFrom("2026-02-28", "2026-02-30", " 2026-01-01 ")),
    });
    fc.assert(
      fc.property(fields, (text) => {
        const values = { ...good, ...text };
        const problems = formProblems(basicChecks(), values);
        const sent = schema.safeParse({ request_key: "k".repeat(16), ...basicInput(values) });
        expect(sent.success, JSON.stringify(problems)).toBe(Object.keys(problems).length === 0);
      }),
      { numRuns: 400 },
    );
  });

  it("agree on every partner and document the item steps would add", () => {
    const partner = api.appcms_msrv.project_partner_add_save.input;
    const doc = api.appcms_msrv.project_doc_add_save.input;
    const fields = fc.record({ name: formText(60), url: formText(), logo_url: formText(), doc_time: formText() });
    const trimmed = (values: Record<string, string>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
    fc.assert(
      fc.property(fields, ({ name, url, logo_url, doc_time }) => {
        const partnerValues = { ...emptyItem(ITEM_STEPS.partner), name, url, logo_url };
        const partnerProblems = formProblems(itemChecks(ITEM_STEPS.partner), partnerValues);
        expect(partner.safeParse({ project_id: 7, ...trimmed(partnerValues) }).success).toBe(
          Object.keys(partnerProblems).length === 0,
        );
        const docValues = { file_name: name, link: url, doc_time };
        const docProblems = formProblems(itemChecks(ITEM_STEPS.doc), docValues);
        expect(doc.safeParse({ project_id: 7, ...trimmed(docValues) }).success).toBe(
          Object.keys(docProblems).length === 0,
        );
      }),
      { numRuns: 300 },
    );
  });
});
