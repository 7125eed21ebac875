import { Code, verifySignature } from "@icms/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSignIn } from "../session/session-store";
import { removeUpload, uploadMedia, uploadProblem } from "./upload";

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "Cover.PNG", { type: "image/png" });

function signIn() {
  saveSignIn(
    { AccessToken: "access-1", RefreshToken: "refresh-1", uid: 3, authorInfo: {} as never },
    { address: "0x0000000000000000000000000000000000000003", chainId: 97 },
  );
}

function replyWith(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe("uploadProblem", () => {
  it("takes png, jpg, jpeg and gif covers and mp4 videos only", () => {
    expect(uploadProblem({ name: "a.JPG", size: 10 }, "image")).toBeNull();
    expect(uploadProblem({ name: "a.gif", size: 10 }, "image")).toBeNull();
    expect(uploadProblem({ name: "a.webp", size: 10 }, "image")).toEqual({
      key: "upload.errors.imageFormat",
      values: { formats: "png, jpg, jpeg, gif" },
    });
    expect(uploadProblem({ name: "clip.mp4", size: 10 }, "video")).toBeNull();
    expect(uploadProblem({ name: "clip.mov", size: 10 }, "video")?.key).toBe("upload.errors.videoFormat");
    expect(uploadProblem({ name: "noext", size: 10 }, "image")?.key).toBe("upload.errors.imageFormat");
  });
  it("refuses files above the kind's size limit", () => {
    expect(uploadProblem({ name: "a.png", size: 6 * 1024 * 1024 }, "image")).toEqual({
      key: "upload.errors.tooLarge",
      values: { max: 5 },
    });
  });
});

describe("uploadMedia", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts multipart to /gwapi/awsupload: signed fields first, the file last, with the session headers", async () => {
    signIn();
    const fetch = replyWith({ code: 0, msg: "ok", data: { file_id: 1, url: "/uploads/a.png", kind: "image" } });
    vi.stubGlobal("fetch", fetch);
    const uploaded = await uploadMedia(png(), "image");
    expect(uploaded.url).toBe("/uploads/a.png");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/gwapi/awsupload");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ AccessToken: "access-1", RefreshToken: "refresh-1" });
    const form = init.body as FormData;
    const keys = [...form.keys()];
    expect(keys.at(-1)).toBe("file");
    expect(keys.slice(0, -1).sort()).toEqual(["app_id", "data", "dev_id", "lang", "sign", "timestamp", "v"]);
    expect(JSON.parse(form.get("data") as string)).toEqual({ kind: "image" });
    const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== "file")) as Record<string, string>;
    expect(verifySignature(fields, "dev-only-app-secret")).toBe(true);
    expect((form.get("file") as File).name).toBe("Cover.PNG");
  });

  it("reports the gateway's refusal with its code and message", async () => {
    signIn();
    vi.stubGlobal("fetch", replyWith({ code: Code.UploadTypeRefused, msg: "File type not accepted", data: null }));
    await expect(uploadMedia(png(), "image")).rejects.toMatchObject({
      code: Code.UploadTypeRefused,
      message: "File type not accepted",
    });
  });

  it("deletes an upload by its URL through /gwapi/deluploadfile", async () => {
    signIn();
    const fetch = replyWith({ code: 0, msg: "ok", data: { deleted: true } });
    vi.stubGlobal("fetch", fetch);
    await removeUpload("/uploads/a.png");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/gwapi/deluploadfile");
    expect(JSON.parse(new URLSearchParams(init.body as string).get("data") ?? "")).toEqual({ url: "/uploads/a.png" });
  });
});
