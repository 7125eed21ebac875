import type { WikiRevision } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { diffRevisions, diffText, htmlText } from "./word-diff";

const join = (parts: { text: string }[]) => parts.map((p) => p.text).join("");
const changed = (parts: { text: string; changed: boolean }[]) =>
  parts
    .filter((p) => p.changed)
    .map((p) => p.text.trim())
    .filter(Boolean);

describe("word diff", () => {
  it("marks the words removed on the left and added on the right, and rebuilds both texts", () => {
    const d = diffText("Validators stake ether to propose blocks", "Validators lock ether to propose new blocks");
    expect(join(d.before)).toBe("Validators stake ether to propose blocks");
    expect(join(d.after)).toBe("Validators lock ether to propose new blocks");
    expect(changed(d.before)).toEqual(["stake"]);
    expect(changed(d.after)).toEqual(["lock", "new"]);
    expect(d.same).toBe(false);
    expect(diffText("same", "same").same).toBe(true);
  });

  it("reads the words of HTML one block a line, entities decoded", () => {
    expect(htmlText("<h2>Intro</h2><p>A &amp; B</p><ul><li>one</li><li>two <b>bold</b></li></ul>")).toBe(
      "Intro\nA & B\none\ntwo bold",
    );
    expect(htmlText("plain text")).toBe("plain text");
  });

  it("compares every field of two revisions", () => {
    const base = {
      title: "Merkle tree",
      abstract: "Hashes",
      tags: ["hash"],
      content: "<p>Leaves are hashed.</p>",
    } as WikiRevision;
    const next = { ...base, tags: ["hash", "tree"], content: "<p>Leaves are hashed in pairs.</p>" };
    const fields = diffRevisions(base, next);
    expect(fields.map((f) => [f.field, f.same])).toEqual([
      ["title", true],
      ["abstract", true],
      ["tags", false],
      ["content", false],
    ]);
    expect(changed(fields[3]?.after ?? [])).toEqual(["in pairs"]);
  });
});
