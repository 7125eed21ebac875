import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../test/render";
import { SectionCard } from "./SectionCard";

describe("SectionCard", () => {
  it("is a section named by its level-2 heading", () => {
    renderWidget(
      <SectionCard titleId="team-title" title="My team">
        <p>rows</p>
      </SectionCard>,
    );
    const section = screen.getByRole("region", { name: "My team" });
    expect(section.tagName).toBe("SECTION");
    expect(screen.getByRole("heading", { level: 2, name: "My team" }).id).toBe("team-title");
    expect(section.textContent).toContain("rows");
  });

  it("puts what it is given beside the heading, in one row with it", () => {
    renderWidget(
      <SectionCard titleId="earnings-title" title="Earnings" aside={<button type="button">All coins</button>}>
        <p>rows</p>
      </SectionCard>,
    );
    const heading = screen.getByRole("heading", { name: "Earnings" });
    expect(heading.parentElement?.contains(screen.getByRole("button", { name: "All coins" }))).toBe(true);
  });
});
