import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestStrings, renderWidget } from "../test/render";
import { MediaUpload } from "./MediaUpload";

const uploadMedia = vi.fn();
const removeUpload = vi.fn(async () => ({ deleted: true }));
vi.mock("./upload", async (original) => ({
  ...(await original<typeof import("./upload")>()),
  uploadMedia: (...args: unknown[]) => uploadMedia(...args),
  removeUpload: (...args: unknown[]) => removeUpload(...(args as [])),
}));

function Harness({ kind }: { kind: "image" | "video" }) {
  const [value, setValue] = useState("");
  return <MediaUpload kind={kind} label="Cover" value={value} onChange={setValue} required />;
}

const pick = async (file: File) => {
  const input = screen.getByLabelText(/Cover/) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};

describe("MediaUpload", () => {
  beforeAll(async () => {
    await initTestStrings();
  });

  it("uploads a cover and shows its preview", async () => {
    uploadMedia.mockResolvedValueOnce({ url: "/uploads/c.png", kind: "image" });
    renderWidget(<Harness kind="image" />);
    expect((screen.getByLabelText(/Cover/) as HTMLInputElement).accept).toBe(".png,.jpg,.jpeg,.gif");
    await pick(new File(["x"], "c.png", { type: "image/png" }));
    const preview = await screen.findByRole("img", { name: "Preview" });
    expect(preview.getAttribute("src")).toBe("/uploads/c.png");
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("img", { name: "Preview" })).toBeNull());
    // Uploaded here and removed: the file is deleted from the gateway again.
    expect(removeUpload).toHaveBeenCalledWith("/uploads/c.png");
  });

  it("never deletes the file a saved item came with", async () => {
    removeUpload.mockClear();
    renderWidget(<MediaUpload kind="image" label="Cover" value="/uploads/saved.png" onChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(removeUpload).not.toHaveBeenCalled();
  });

  it("refuses a file of the wrong type before uploading", async () => {
    uploadMedia.mockClear();
    renderWidget(<Harness kind="image" />);
    await pick(new File(["x"], "c.bmp"));
    expect(screen.getByText("Use a png, jpg, jpeg, gif image")).toBeTruthy();
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it("takes mp4 videos only, and previews them in the player", async () => {
    uploadMedia.mockResolvedValueOnce({ url: "/uploads/v.mp4", kind: "video" });
    renderWidget(<Harness kind="video" />);
    await pick(new File(["x"], "v.mov"));
    expect(screen.getByText("Use an mp4 video")).toBeTruthy();
    await pick(new File(["x"], "v.mp4", { type: "video/mp4" }));
    const video = await screen.findByLabelText("Preview");
    expect(video.tagName).toBe("VIDEO");
  });
});
