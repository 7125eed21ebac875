import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestStrings, renderWidget } from "../../test/render";
import { htmlHasContent, safeLink } from "./editor-content";
import { RichTextEditor } from "./RichTextEditor";

const box = () => screen.getByRole("textbox", { name: "Content" });

describe("RichTextEditor", () => {
  beforeAll(async () => {
    await initTestStrings();
  });

  it("is a labelled multi-line text box with a formatting toolbar", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} required />);
    expect(box().getAttribute("aria-multiline")).toBe("true");
    expect(box().getAttribute("contenteditable")).toBe("true");
    expect(box().getAttribute("aria-required")).toBe("true");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    for (const name of [
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Code block",
      "Link",
      "Insert a table",
      "Undo",
    ]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: "Insert an image" })).toBeNull();
  });

  it("starts from the given HTML and turns a paragraph into a heading", async () => {
    const onChange = vi.fn();
    renderWidget(<RichTextEditor label="Content" initialHtml="<p>Hello</p>" onChange={onChange} />);
    await waitFor(() => expect(box().innerHTML).toContain("Hello"));
    fireEvent.click(screen.getByRole("button", { name: "Heading" }));
    // The editor keeps an empty paragraph after the last block, for the caret.
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<h2>Hello<\/h2>/));
  });

  it("inserts a table with a header row, then offers row and column commands while in it", async () => {
    const onChange = vi.fn();
    renderWidget(<RichTextEditor label="Content" onChange={onChange} />);
    expect(screen.queryByRole("button", { name: "Add a row below" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Insert a table" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th/g)).toHaveLength(3);
    fireEvent.click(await screen.findByRole("button", { name: "Add a row below" }));
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0]).match(/<tr>/g)).toHaveLength(4));
    fireEvent.click(screen.getByRole("button", { name: "Delete the table" }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).not.toContain("<table"));
  });

  it("uploads a chosen image and inserts it by the URL the upload answers", async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async () => "/uploads/image/2025/01/pic.png");
    renderWidget(<RichTextEditor label="Content" onChange={onChange} onUploadImage={upload} />);
    expect(screen.getByRole("button", { name: "Insert an image" })).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>("input[type=file]");
    expect(input?.accept).toBe(".png,.jpg,.jpeg,.gif");
    const file = new File([new Uint8Array([1])], "diagram.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContain('<img src="/uploads/image/2025/01/pic.png" alt="diagram">'),
    );
  });

  it("uploads an image pasted into the text", async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async () => "/uploads/image/2025/01/pasted.png");
    renderWidget(<RichTextEditor label="Content" onChange={onChange} onUploadImage={upload} />);
    const file = new File([new Uint8Array([1])], "screenshot.png", { type: "image/png" });
    await act(async () => {
      fireEvent.paste(box(), { clipboardData: { files: [file], getData: () => "", types: ["Files"] } });
    });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('src="/uploads/image/2025/01/pasted.png"'));
  });

  it("shows its error and marks the box invalid", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} error="Please write the content" />);
    expect(box().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box().getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please write the content",
    );
  });
});

describe("editor helpers", () => {
  it("accepts http(s) and mailto links only", () => {
    expect(safeLink("https://a.org/x")).toBe("https://a.org/x");
    expect(safeLink("a.org")).toBe("https://a.org/");
    expect(safeLink("mailto:me@a.org")).toBe("mailto:me@a.org");
    expect(safeLink("javascript:alert(1)")).toBeNull();
    expect(safeLink("  ")).toBeNull();
  });
  it("knows an empty editor from one with text or an image", () => {
    expect(htmlHasContent("")).toBe(false);
    expect(htmlHasContent("<p><br></p>")).toBe(false);
    expect(htmlHasContent("<p>&nbsp;</p>")).toBe(false);
    expect(htmlHasContent("<p>Hi</p>")).toBe(true);
    expect(htmlHasContent('<p><img src="/uploads/a.png"></p>')).toBe(true);
  });
});
