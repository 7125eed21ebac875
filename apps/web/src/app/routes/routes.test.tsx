import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { routes } from ".";

// The signed-in runtime (token timer, wallet watch) is not under test here.
vi.mock("../../features/auth/session-runtime", () => ({ startSessionRuntime: () => () => {} }));

function signIn() {
  localStorage.setItem("AccessToken", "token");
  localStorage.setItem("uid", "7");
  localStorage.setItem("WalletAddr", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  window.dispatchEvent(new StorageEvent("storage"));
}

const where = (router: Awaited<ReturnType<typeof renderRoutes>>["router"]) => {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};

describe("route table", () => {
  it("sends an anonymous visitor of an (auth) route to the login page with redirect and requireLogin", async () => {
    const { router } = await renderRoutes(routes, "/ucenter/write_article?article_type=1#draft");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/icms_login"));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("redirect")).toBe("/ucenter/write_article?article_type=1#draft");
    expect(query.get("requireLogin")).toBe("true");
  });

  it("guards (auth) screens outside the member center too", async () => {
    const { router } = await renderRoutes(routes, "/appsocial/circle_addform");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/icms_login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/appsocial/circle_addform");
  });

  it("lets a signed-in user through to the screen, shown with its title and its query kept", async () => {
    signIn();
    const { router } = await renderRoutes(routes, "/ucenter/developer?page=2");
    expect(await screen.findByRole("heading", { level: 1, name: "Developer platform" })).toBeTruthy();
    expect(where(router)).toBe("/ucenter/developer?page=2");
  });

  it("leaves public screens open to visitors", async () => {
    const { router } = await renderRoutes(routes, "/appsocial/social_index/12");
    expect(await screen.findByRole("heading", { level: 1, name: "Planets" })).toBeTruthy();
    expect(where(router)).toBe("/appsocial/social_index/12");
  });

  it.each([
    ["/", "/index"],
    ["/auth", "/auth/icms_login"],
    ["/appcms", "/appcms/spacex_article"],
    ["/appsocial", "/appsocial/social_index"],
    ["/appedu", "/appedu/course_home"],
    ["/icmsdao", "/icmsdao/icms_index"],
  ])("redirects %s to %s", async (from, to) => {
    const { router } = await renderRoutes(routes, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([
    ["/ucenter", "/ucenter/profile"],
    ["/ucenter/projectindex", "/ucenter/projectindex/my_project_list"],
    ["/ucenter/courseindex", "/ucenter/courseindex/course_list"],
  ])("redirects %s to %s for a signed-in user", async (from, to) => {
    signIn();
    const { router } = await renderRoutes(routes, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each(["/appcms/no_such_page", "/icmsdao/nothing/here", "/somewhere-else"])(
    "answers %s with the not-found page",
    async (url) => {
      await renderRoutes(routes, url);
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    },
  );

  it("highlights the menu of the current route by its name", async () => {
    await renderRoutes(routes, "/appcms/spacex_video");
    await screen.findByRole("heading", { level: 1, name: "Videos" });
    const spacex = screen.getByRole("button", { name: /SpaceX/ });
    expect(spacex.getAttribute("data-active")).toBe("true");
    expect(screen.getByRole("button", { name: /Compass/ }).getAttribute("data-active")).toBeNull();
  });

  it("scrolls to the top on a new page, or to the element the hash names", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    const { router } = await renderRoutes(routes, "/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy policy" });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const target = document.createElement("div");
    target.id = "terms";
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.appendChild(target);
    await router.navigate("/privacy#terms");
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    target.remove();
  });

  it("re-creates the page when an id in the address changes", async () => {
    const { router } = await renderRoutes(routes, "/appsocial/social_index/1");
    const first = await screen.findByRole("heading", { level: 1, name: "Planets" });
    await router.navigate("/appsocial/social_index/2");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Planets" })).not.toBe(first));
    const second = screen.getByRole("heading", { level: 1, name: "Planets" });
    await router.navigate("/appsocial/social_index/2?tab=x");
    expect(screen.getByRole("heading", { level: 1, name: "Planets" })).toBe(second);
  });

  it("shows the footer with the current year", async () => {
    await renderRoutes(routes, "/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy policy" });
    expect(screen.getByText(`© ${new Date().getFullYear()} ICMS. All rights reserved.`)).toBeTruthy();
  });
});
