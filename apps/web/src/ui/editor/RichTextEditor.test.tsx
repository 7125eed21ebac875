import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestStrings, renderWidget } from "../../test/render";
import { htmlHasContent, safeLink } from "./editor-commands";
import { RichTextEditor } from "./RichTextEditor";

/** jsdom has no editing commands: record them, and make insertHTML/insertText do their job. */
function fakeEditing() {
  const calls: [string, string | undefined][] = [];
  const exec = vi.fn((command: string, _ui?: boolean, value?: string) => {
    calls.push([command, value]);
    const surface = document.querySelector<HTMLElement>("[role=textbox]");
    if (surface && command === "insertHTML") surface.innerHTML += value ?? "";
    if (surface && command === "insertText") surface.append(value ?? "");
    return true;
  });
  Object.assign(document, { execCommand: exec, queryCommandState: () => false, queryCommandValue: () => "" });
  return calls;
}

describe("RichTextEditor", () => {
  beforeAll(async () => {
    await initTestStrings();
  });
  let calls: [string, string | undefined][];
  beforeEach(() => {
    calls = fakeEditing();
  });
  afterEach(() => {
    Object.assign(document, { execCommand: undefined, queryCommandState: undefined, queryCommandValue: undefined });
  });

  it("is a labelled multi-line text box with a formatting toolbar", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} required />);
    const box = screen.getByRole("textbox", { name: "Content" });
    expect(box.getAttribute("aria-multiline")).toBe("true");
    expect(box.getAttribute("contenteditable")).toBe("true");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    for (const name of [
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Link",
      "Quote",
      "Code block",
    ]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: "Insert an image" })).toBeNull();
  });

  it("starts from the given HTML and reports every change as HTML", () => {
    const onChange = vi.fn();
    renderWidget(<RichTextEditor label="Content" initialHtml="<p>Hello</p>" onChange={onChange} />);
    const box = screen.getByRole("textbox", { name: "Content" });
    expect(box.innerHTML).toBe("<p>Hello</p>");
    box.innerHTML = "<p>Hello <b>world</b></p>";
    fireEvent.input(box);
    expect(onChange).toHaveBeenLastCalledWith("<p>Hello <b>world</b></p>");
  });

  it("runs the formatting commands, headings and quotes as blocks", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Bold" }));
    fireEvent.click(screen.getByRole("button", { name: "Italic" }));
    fireEvent.click(screen.getByRole("button", { name: "Heading" }));
    fireEvent.click(screen.getByRole("button", { name: "Quote" }));
    fireEvent.click(screen.getByRole("button", { name: "Code block" }));
    fireEvent.click(screen.getByRole("button", { name: "Numbered list" }));
    expect(calls).toEqual([
      ["bold", undefined],
      ["italic", undefined],
      ["formatBlock", "h2"],
      ["formatBlock", "blockquote"],
      ["formatBlock", "pre"],
      ["insertOrderedList", undefined],
    ]);
  });

  it("asks for a link address and refuses one that is not a web address", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const input = screen.getByRole("textbox", { name: "Link address" });
    fireEvent.change(input, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Insert" }));
    expect(screen.getByText("Enter a web address such as https://example.org")).toBeTruthy();
    fireEvent.change(input, { target: { value: "example.org/docs" } });
    fireEvent.click(screen.getByRole("button", { name: "Insert" }));
    expect(calls.some(([command, value]) => command === "insertText" && value === "https://example.org/docs")).toBe(
      true,
    );
    expect(screen.queryByRole("textbox", { name: "Link address" })).toBeNull();
  });

  it("uploads an image and inserts it by the URL the upload answers", async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async () => "/uploads/2024/pic.png");
    renderWidget(<RichTextEditor label="Content" onChange={onChange} onUploadImage={upload} />);
    expect(screen.getByRole("button", { name: "Insert an image" })).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>("input[type=file]");
    expect(input?.accept).toBe(".png,.jpg,.jpeg,.gif");
    const file = new File([new Uint8Array([1])], "diagram.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    expect(onChange).toHaveBeenLastCalledWith('<img src="/uploads/2024/pic.png" alt="diagram">');
  });

  it("pastes plain text only", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} />);
    const box = screen.getByRole("textbox", { name: "Content" });
    fireEvent.paste(box, {
      clipboardData: { getData: (type: string) => (type === "text/plain" ? "plain" : "<b>x</b>") },
    });
    expect(calls).toEqual([["insertText", "plain"]]);
  });

  it("shows its error and marks the box invalid", () => {
    renderWidget(<RichTextEditor label="Content" onChange={() => {}} error="Please write the content" />);
    const box = screen.getByRole("textbox", { name: "Content" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
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
