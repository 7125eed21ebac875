import { expect, it } from "vitest";
import { textTable } from "./table.js";

it("pads each column to its widest cell, counting CJK characters two columns wide", () => {
  const rows = [
    { id: 1, name: "区块链", note: null },
    { id: 12, name: "DeFi", note: { a: 1 } },
  ];
  expect(textTable(["id", "name", "note"], rows)).toBe(
    ["id  name    note", "1   区块链  -", '12  DeFi    {"a":1}'].join("\n"),
  );
  expect(textTable(["id"], [])).toBe("(none)");
});
