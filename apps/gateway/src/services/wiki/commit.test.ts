import { describe, expect, it } from "vitest";
import { commitId, type RevisionContent, type RevisionOrigin } from "./commit.js";

const origin: RevisionOrigin = {
  article_id: 7,
  sequence: 1,
  parent_commit_id: null,
  editor_wallet: "0xAbC0000000000000000000000000000000000001",
  reason: "First version",
};
const content: RevisionContent = {
  title: "Proof of stake",
  abstract: "",
  content: "<p>Validators stake.</p>",
  cover_url: "/uploads/image/a.png",
  tags: ["pos"],
  category_id: 1,
};

describe("commit ids", () => {
  it("are 64 hex digits and stable for the same revision", () => {
    expect(commitId(origin, content)).toMatch(/^[0-9a-f]{64}$/);
    expect(commitId(origin, content)).toBe(
      commitId({ ...origin, editor_wallet: origin.editor_wallet.toLowerCase() }, content),
    );
  });

  it("change with the content, the parent, the place in the history and the reason", () => {
    const base = commitId(origin, content);
    expect(commitId(origin, { ...content, content: "<p>Validators stake ETH.</p>" })).not.toBe(base);
    expect(commitId(origin, { ...content, tags: ["pos", "eth"] })).not.toBe(base);
    expect(commitId({ ...origin, parent_commit_id: base }, content)).not.toBe(base);
    expect(commitId({ ...origin, sequence: 2 }, content)).not.toBe(base);
    expect(commitId({ ...origin, article_id: 8 }, content)).not.toBe(base);
    expect(commitId({ ...origin, reason: "Typo" }, content)).not.toBe(base);
  });
});
