import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { i18next } from "../../../i18n";
import { loadStrings, STRING_BUNDLES } from "../../../i18n/strings";
import { fakeGateway } from "../../../test/fake-gateway";
import { renderRoutes } from "../../../test/render";
import { myProject } from "../project-fixtures";
import { emptyBasic } from "./basic-form";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const uploadMedia = vi.fn();
vi.mock("../../../ui/upload", async (original) => ({
  ...(await original<typeof import("../../../ui/upload")>()),
  uploadMedia: (...args: unknown[]) => uploadMedia(...args),
}));
const { ApplyProjectPage } = await import("./ApplyProjectPage");
// The editor is a lazy download of its own: loaded once here, so each form shows it at once.
await import("../../../ui/editor/RichTextEditor");
const { ClusterFormPage } = await import("./ClusterStep");
const { SocialFormPage, PartnerFormPage } = await import("./ItemStep");
const { EndFormPage } = await import("./EndFormPage");

const base = "/ucenter/projectindex";
const routes = [
  { path: `${base}/apply_project`, element: <ApplyProjectPage /> },
  { path: `${base}/cluster_form`, element: <ClusterFormPage /> },
  { path: `${base}/social_form`, element: <SocialFormPage /> },
  { path: `${base}/partner_form`, element: <PartnerFormPage /> },
  { path: `${base}/end_form`, element: <EndFormPage /> },
  { path: `${base}/*`, element: <p>landed</p> },
];

describe("the project wizard", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.removeItem("icms.projects.unsavedBasic.3");
    resyncSession();
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows what the gateway would refuse in the user's language and focuses the first field", async () => {
    gateway.answer({});
    await renderRoutes(routes, `${base}/apply_project`);
    // The user switches the interface to Russian before sending.
    await act(async () => {
      i18next.addResourceBundle("ru", "translation", (await import("../../../i18n/locales/ru.json")).default);
      await loadStrings(STRING_BUNDLES, "ru");
      await i18next.changeLanguage("ru");
    });
    fireEvent.change(await screen.findByRole("textbox", { name: /Официальный сайт/ }), {
      target: { value: "ftp://lendr.io" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить черновик и продолжить" }));
    expect(await screen.findByText("Обязательное поле")).toBeTruthy();
    expect(await screen.findByText("Напишите описание проекта")).toBeTruthy();
    expect(screen.getByText("Загрузите обложку")).toBeTruthy();
    expect(screen.getByText("Загрузите логотип")).toBeTruthy();
    expect(screen.getByText("Введите ссылку, начинающуюся с http:// или https://")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /Название проекта/ })));
    expect(gateway.call).not.toHaveBeenCalled();
  });

  it("marks the empty introduction in the editor and focuses it when the rest is filled", async () => {
    const typed = { ...emptyBasic("en"), title: "Lendr", cover_url: "/uploads/c.png", logo_url: "/uploads/l.png" };
    localStorage.setItem("icms.projects.unsavedBasic.3", JSON.stringify(typed));
    gateway.answer({});
    await renderRoutes(routes, `${base}/apply_project`);
    const editor = await screen.findByRole("textbox", { name: /Project introduction/ });
    fireEvent.click(screen.getByRole("button", { name: "Save draft and continue" }));
    expect(await screen.findByText("Write the project introduction")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect(editor.getAttribute("aria-invalid")).toBe("true");
    expect(gateway.call).not.toHaveBeenCalled();
  });

  it("sends the basic info as the gateway reads it", async () => {
    uploadMedia
      .mockResolvedValueOnce({ url: "/uploads/cover.png", kind: "image" })
      .mockResolvedValueOnce({ url: "/uploads/logo.png", kind: "image" });
    gateway.answer({ project_add_save: () => ({ project_id: 9, status: 3 }) });
    const { router } = await renderRoutes(routes, `${base}/apply_project`);
    fireEvent.change(await screen.findByRole("textbox", { name: /Project name/ }), { target: { value: " Lendr " } });
    fireEvent.change(screen.getByRole("textbox", { name: /Tags/ }), { target: { value: "defi, loans" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Official website/ }), {
      target: { value: " https://lendr.io " },
    });
    fireEvent.change(screen.getByLabelText(/Online time/), { target: { value: "2026-02-28" } });
    fireEvent.change(screen.getByLabelText(/Cover image/), {
      target: { files: [new File(["x"], "cover.png", { type: "image/png" })] },
    });
    await waitFor(() => expect(screen.getAllByRole("img", { name: "Preview" })).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/Logo/), {
      target: { files: [new File(["x"], "logo.png", { type: "image/png" })] },
    });
    await waitFor(() => expect(screen.getAllByRole("img", { name: "Preview" })).toHaveLength(2));
    // Typed text reaches the editor's document as the browser's DOM changes do.
    const editor = await screen.findByRole("textbox", { name: /Project introduction/ });
    editor.innerHTML = "<p>Loans for all</p>";
    await waitFor(() => expect(editor.textContent).toBe("Loans for all"));
    fireEvent.click(screen.getByRole("button", { name: "Save draft and continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/cluster_form`));
    expect(gateway.inputs("project_add_save")).toEqual([
      {
        request_key: expect.any(String),
        lang: "en",
        title: "Lendr",
        abstract: "",
        content: "<p>Loans for all</p>",
        tags: "defi, loans",
        cover_url: "/uploads/cover.png",
        logo_url: "/uploads/logo.png",
        official_url: "https://lendr.io",
        online_time: "2026-02-28",
      },
    ]);
  });

  it("checks a social link's name and URL before adding it", async () => {
    gateway.answer({
      project_my_detail: () => myProject(7),
      project_social_add_save: ({ name, url }) => ({ social_id: 1, name: name as string, url: url as string }),
    });
    await renderRoutes(routes, `${base}/social_form?project_id=7`);
    const add = await screen.findByRole("button", { name: "Add" });
    fireEvent.click(add);
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    fireEvent.change(screen.getAllByRole("textbox")[0] as HTMLElement, { target: { value: " Lendr on X " } });
    fireEvent.change(screen.getAllByRole("textbox")[1] as HTMLElement, { target: { value: "x.com/lendr" } });
    fireEvent.click(add);
    expect(await screen.findByText("Enter a link starting with http:// or https://")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole("textbox")[1]));
    expect(gateway.inputs("project_social_add_save")).toEqual([]);
    fireEvent.change(screen.getAllByRole("textbox")[1] as HTMLElement, { target: { value: "https://x.com/lendr" } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(gateway.inputs("project_social_add_save")).toEqual([
        { project_id: 7, name: "Lendr on X", url: "https://x.com/lendr" },
      ]),
    );
    await waitFor(() => expect((screen.getAllByRole("textbox")[0] as HTMLInputElement).value).toBe(""));
  });

  it("asks a partner for its logo", async () => {
    gateway.answer({ project_my_detail: () => myProject(7) });
    await renderRoutes(routes, `${base}/partner_form?project_id=7`);
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    expect(await screen.findByText("Upload a logo")).toBeTruthy();
    expect(gateway.inputs("project_partner_add_save")).toEqual([]);
  });

  it("refuses an empty first step and sends nothing", async () => {
    gateway.answer({});
    await renderRoutes(routes, `${base}/apply_project`);
    fireEvent.click(await screen.findByRole("button", { name: "Save draft and continue" }));
    expect(await screen.findByText("Write the project introduction")).toBeTruthy();
    expect(screen.getByText("Upload a cover image")).toBeTruthy();
    expect(screen.getByText("Upload a logo")).toBeTruthy();
    expect(gateway.call).not.toHaveBeenCalled();
  });

  it("keeps a new project's first step through a reload until the gateway holds the draft", async () => {
    localStorage.removeItem("icms.projects.unsavedBasic.3");
    gateway.answer({ project_add_save: () => ({ project_id: 9, status: 3 }) });
    const first = await renderRoutes(routes, `${base}/apply_project`);
    fireEvent.change(await screen.findByRole("textbox", { name: /Project name/ }), { target: { value: "Lendr" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Tags/ }), { target: { value: "defi" } });
    first.unmount();

    // The page loads again, as after a reload: what was typed is back, the language still free.
    const again = await renderRoutes(routes, `${base}/apply_project`);
    expect(((await screen.findByRole("textbox", { name: /Project name/ })) as HTMLInputElement).value).toBe("Lendr");
    expect((screen.getByRole("textbox", { name: /Tags/ }) as HTMLInputElement).value).toBe("defi");
    expect(screen.getByLabelText("Language", { selector: "input" }).hasAttribute("disabled")).toBe(false);
    again.unmount();

    // Another user signed in on this browser starts empty.
    localStorage.setItem("uid", "4");
    resyncSession();
    await renderRoutes(routes, `${base}/apply_project`);
    expect(((await screen.findByRole("textbox", { name: /Project name/ })) as HTMLInputElement).value).toBe("");
    expect(localStorage.getItem("icms.projects.unsavedBasic.3")).toContain("Lendr");
  });

  it("saves the restored copy as the new draft and then forgets it", async () => {
    const typed = {
      ...emptyBasic("ru"),
      title: "Лендр",
      content: "<p>Займы</p>",
      cover_url: "/uploads/c.png",
      logo_url: "/uploads/l.png",
    };
    localStorage.setItem("icms.projects.unsavedBasic.3", JSON.stringify(typed));
    gateway.answer({ project_add_save: () => ({ project_id: 9, status: 3 }) });
    const { router } = await renderRoutes(routes, `${base}/apply_project`);
    fireEvent.click(await screen.findByRole("button", { name: "Save draft and continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/cluster_form`));
    expect(gateway.inputs("project_add_save")[0]).toMatchObject({
      title: "Лендр",
      lang: "ru",
      logo_url: "/uploads/l.png",
    });
    expect(localStorage.getItem("icms.projects.unsavedBasic.3")).toBeNull();
  });

  it("resumes a saved draft from the gateway and saves the edit to the same project", async () => {
    gateway.answer({
      project_my_detail: () => myProject(7, { title: "Lendr", abstract: "Loans", tags: ["defi", "loans"] }),
      project_edit_save: (input) => ({ project_id: input.project_id as number, status: 3 }),
    });
    const { router } = await renderRoutes(routes, `${base}/apply_project?project_id=7`);
    const title = await screen.findByRole("textbox", { name: /Project name/ });
    expect((title as HTMLInputElement).value).toBe("Lendr");
    expect((screen.getByRole("textbox", { name: /Tags/ }) as HTMLInputElement).value).toBe("defi, loans");
    fireEvent.change(title, { target: { value: "Lendr v2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft and continue" }));
    await waitFor(() => expect(gateway.inputs("project_edit_save")).toHaveLength(1));
    expect(gateway.inputs("project_edit_save")[0]).toMatchObject({ project_id: 7, title: "Lendr v2", lang: "en" });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/cluster_form`));
    expect(router.state.location.search).toBe("?project_id=7");
  });

  it("shows a bound cluster read-only, with no way to change it", async () => {
    gateway.answer({
      project_my_detail: () =>
        myProject(7, { cluster: { kind: "planet", cluster_id: 4, name: "Lendr planet", bound_at: "2026-11-01" } }),
    });
    await renderRoutes(routes, `${base}/cluster_form?project_id=7`);
    const bound = await screen.findByTestId("bound-cluster");
    expect(bound.textContent).toContain("Lendr planet");
    expect(screen.getByRole("link", { name: "Lendr planet" }).getAttribute("href")).toBe("/appsocial/social_index/4");
    expect(screen.queryByRole("textbox", { name: /Name/ })).toBeNull();
  });

  it("checks a cluster name as the owner types and refuses a taken one", async () => {
    gateway.answer({
      project_my_detail: () => myProject(7),
      project_check_circle_isexist: ({ name }) => ({ exists: name === "Taken" }),
    });
    await renderRoutes(routes, `${base}/cluster_form?project_id=7`);
    fireEvent.click(await screen.findByRole("button", { name: "Create and bind" }, { timeout: 5000 }));
    expect(await screen.findByText("Choose a special, a channel or a planet")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Planet" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "Taken" } });
    expect(await screen.findByText("This name is taken", {}, { timeout: 3000 })).toBeTruthy();
    expect(gateway.inputs("project_check_circle_isexist")).toEqual([{ name: "Taken" }]);
    fireEvent.click(screen.getByRole("button", { name: "Create and bind" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("binds a free planet name after a confirmation and goes on to the documents", async () => {
    gateway.answer({
      project_my_detail: () => myProject(7),
      project_check_circle_isexist: () => ({ exists: false }),
      project_cluster_add_save: ({ name, kind }) => ({ kind, cluster_id: 4, name, bound_at: "2026-11-01" }),
    });
    const { router } = await renderRoutes(routes, `${base}/cluster_form?project_id=7`);
    fireEvent.click(await screen.findByRole("radio", { name: "Planet" }, { timeout: 5000 }));
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "Lendr planet" } });
    expect(await screen.findByText("This name is free", {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create and bind" }));
    const dialog = await screen.findByRole("dialog", { name: "Bind this cluster?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and bind" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/doc_form`));
    expect(gateway.inputs("project_cluster_add_save")).toEqual([
      { project_id: 7, kind: "planet", name: "Lendr planet" },
    ]);
  });

  it("submits once from the last step and goes to the owner's list", async () => {
    let release: () => void = () => undefined;
    gateway.answer({
      project_my_detail: () =>
        myProject(7, { cluster: { kind: "special", cluster_id: 2, name: "Lendr news", bound_at: "2026-11-01" } }),
      project_edit_finish: ({ project_id }) =>
        new Promise((resolve) => {
          release = () => resolve({ project_id: project_id as number, status: 0 });
        }),
    });
    const { router } = await renderRoutes(routes, `${base}/end_form?project_id=7`);
    fireEvent.click(await screen.findByRole("button", { name: "Submit for review" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit the project?" });
    const confirm = dialog.querySelector("button[data-autofocus]") as HTMLButtonElement;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(gateway.inputs("project_edit_finish")).toHaveLength(1));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/my_project_list`));
    expect(gateway.inputs("project_edit_finish")).toEqual([{ project_id: 7 }]);
  });
});
