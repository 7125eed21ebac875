import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../app/query-client";
import { fakeGateway } from "../test/fake-gateway";
import { renderWithApp } from "../test/render";

const gateway = fakeGateway();
vi.mock("../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CreatorCounts } = await import("./CreatorCounts");

describe("CreatorCounts", () => {
  beforeEach(() => queryClient.clear());

  it("shows a creator's level, the verified badge and the public counts", async () => {
    gateway.answer({
      datacentre_public: ({ uid }) => ({
        uid: Number(uid),
        level: 3,
        level_name: "established",
        verified: true,
        pieces: 24,
        followers: 130,
        likes: 1200,
        views: 45000,
      }),
    });
    await renderWithApp(<CreatorCounts uid={8} />);
    expect((await screen.findByTestId("creator-level")).textContent).toBe("Creator level 3: Established creator");
    expect(screen.getByTestId("creator-verified").textContent).toBe("Verified creator");
    expect(screen.getByTestId("creator-pieces").textContent).toBe("Pieces: 24");
    expect(screen.getByTestId("creator-likes").textContent).toBe("Likes received: 1,200");
    expect(screen.getByTestId("creator-views").textContent).toBe("Views: 45,000");
    expect(gateway.inputs("datacentre_public")).toEqual([{ uid: 8 }]);
  });

  it("shows no badge below the verified level", async () => {
    gateway.answer({
      datacentre_public: ({ uid }) => ({
        uid: Number(uid),
        level: 0,
        level_name: "newcomer",
        verified: false,
        pieces: 0,
        followers: 0,
        likes: 0,
        views: 0,
      }),
    });
    await renderWithApp(<CreatorCounts uid={8} />);
    expect((await screen.findByTestId("creator-level")).textContent).toBe("Creator level 0: Newcomer");
    expect(screen.queryByTestId("creator-verified")).toBeNull();
  });
});
