import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", async (original) => ({
  ...(await original<typeof import("../../app/gateway")>()),
  callGateway: (...args: [never, never]) => gateway.call(...args),
}));
const { NoticeDetailPage } = await import("./NoticeDetailPage");

describe("NoticeDetailPage", () => {
  beforeEach(() => queryClient.clear());

  it("shows the announcement with a way back to the list and a short link to share it", async () => {
    gateway.answer({
      announcement_detail: ({ announcement_id }) => ({
        announcement_id: announcement_id as number,
        lang: "en",
        title: "Mainnet launch",
        abstract: "",
        content: "<p>The DAO moves to mainnet.</p>",
        published_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      }),
    });
    await renderWithApp(<NoticeDetailPage />, "/noticeDetail?announcement_id=4");
    expect(await screen.findByRole("heading", { level: 1, name: "Mainnet launch" })).toBeTruthy();
    expect(screen.getByText("The DAO moves to mainnet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All announcements" }).getAttribute("href")).toBe("/noticeList");
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(gateway.inputs("announcement_detail")).toEqual([{ announcement_id: 4 }]);
  });

  it("says when the address names no announcement, with nothing to share", async () => {
    gateway.answer({});
    await renderWithApp(<NoticeDetailPage />, "/noticeDetail");
    expect(await screen.findByText("This announcement was not found.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    expect(gateway.call).not.toHaveBeenCalled();
  });
});
