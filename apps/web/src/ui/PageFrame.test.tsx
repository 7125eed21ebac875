import { render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { AddressText } from "./AddressText";
import { PageFrame } from "./PageFrame";

describe("PageFrame", () => {
  it("gives the page one labelled h1 and sets the document title", () => {
    render(
      <MantineProvider>
        <PageFrame title="Vote">body</PageFrame>
      </MantineProvider>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Vote" });
    expect(screen.getByRole("region", { name: "Vote" })).toBeTruthy();
    expect(heading).toBeTruthy();
    expect(document.title).toBe("Vote · ICMS");
  });
});

describe("AddressText", () => {
  it("shows the short form and keeps the full address in the tooltip", () => {
    render(
      <MantineProvider>
        <AddressText address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />
      </MantineProvider>,
    );
    const node = screen.getByText("0x70...79C8");
    expect(node.getAttribute("title")).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  });
});
