import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ActionInput, type Api, api } from "@icms/protocol";
import { newWallet, signIn, startTestGateway, type TestGateway } from "./harness.js";

/** A gateway for content tests, with its uploads in a temporary folder removed on close. */
export async function startContentGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const uploads = mkdtempSync(join(tmpdir(), "icms-uploads-"));
  const gw = await startTestGateway({ UPLOAD_DIR: uploads, ...env });
  return {
    ...gw,
    async close() {
      await gw.close();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** A storage URL of the given kind, as an upload would answer it (the file need not exist). */
export function mediaUrl(kind: "image" | "video", ext = kind === "image" ? "png" : "mp4"): string {
  return `/uploads/${kind}/2025/01/${randomBytes(16).toString("hex")}.${ext}`;
}

export interface Member {
  uid: number;
  wallet: string;
  client: ReturnType<TestGateway["client"]>;
}

/** A signed-in user with a client of their own. */
export async function member(gw: TestGateway): Promise<Member> {
  const wallet = newWallet();
  const login = await signIn(gw, wallet);
  return { uid: login.uid, wallet: wallet.address, client: gw.client(login.session) };
}

type ArticleInput = ActionInput<Api["appcms_msrv"]["my_article_add_save"]>;

let serial = 0;
/** A valid article form; `overrides` change any field. */
export function articleForm(overrides: Partial<ArticleInput> = {}): ArticleInput {
  serial += 1;
  return {
    article_type: 1,
    title: `Rollup notes ${serial}`,
    abstract: "How optimistic rollups settle on Ethereum.",
    content: "<p>Fraud proofs give challengers a week to dispute a state root.</p>",
    cover_url: mediaUrl("image"),
    tags: "rollups,layer2",
    lang: "en",
    ...overrides,
  } as ArticleInput;
}

/** Writes an article as `who` and answers its id. */
export async function publish(who: Member, overrides: Partial<ArticleInput> = {}): Promise<number> {
  const saved = await who.client.call(api.appcms_msrv.my_article_add_save, articleForm(overrides));
  return saved.article_id;
}
