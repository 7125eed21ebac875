import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { WorkInProgress } from "./WorkInProgress";

describe("WorkInProgress", () => {
  it("says the screen is being built and links home", async () => {
    await renderWithApp(<WorkInProgress />);
    expect(await screen.findByRole("heading", { name: "Work in progress" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/index");
  });
  it("takes a more specific message", async () => {
    await renderWithApp(<WorkInProgress detail="Balances come later." />);
    expect(await screen.findByText("Balances come later.")).toBeTruthy();
  });
});
