/**
 * The file storage unreachable. The gateway stores uploads in an S3-compatible bucket (s3rver)
 * reached through the fault proxy, which first holds every connection silent (a partitioned
 * network: the bucket accepts and never answers) and then resets them (a crashed host). While it
 * is down an upload is answered 503 with code 1001 and a Retry-After within the storage time-out
 * (never 500, never left hanging), a course's media link answers 502 as quickly, and nothing is
 * half-written: no upload row names a file the bucket does not hold. A file deleted meanwhile
 * loses its record at once and its stored copy once the bucket answers again (the removal job is
 * retried). Once the bucket is back uploads and media reads work again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.ts";
import { mediaLink } from "../../apps/gateway/src/services/edu/media-links.ts";
import { s3Storage } from "../../apps/gateway/src/storage/s3.ts";
import { startS3rver } from "../../apps/gateway/src/storage/s3rver-fixture.ts";
import { deleteUpload } from "../../packages/protocol/src/index.ts";
import { type FaultProxy, startFaultProxy } from "./fault-proxy.ts";
import { type FaultGateway, type Member, outcomeOf, signInMember, startFaultGateway, uploadCover } from "./gateway.ts";
import { broke, restored, verified, waitFor } from "./report.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";

const BUCKET = "faults-media";
/** The gateway's storage time-out here: an outage is answered within it (15 s by default). */
const STORAGE_TIMEOUT_SECONDS = 2;

let s3: Awaited<ReturnType<typeof startS3rver>>;
let proxy: FaultProxy;
let database: ScratchDatabase;
let gateway: FaultGateway;
let member: Member;

beforeAll(async () => {
  s3 = await startS3rver(BUCKET);
  const { hostname, port } = new URL(s3.settings.endpoint);
  proxy = await startFaultProxy({ host: hostname, port: Number(port) });
  database = await createScratchDatabase();
  gateway = await startFaultGateway({
    DATABASE_URL: database.url,
    S3_ENDPOINT: `http://${proxy.host}:${proxy.port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    STORAGE_TIMEOUT_SECONDS: String(STORAGE_TIMEOUT_SECONDS),
    // The job worker runs here, to retry the removal of a file deleted during the outage.
    WORKERS: "on",
    JOB_POLL_SECONDS: "0.5",
  });
  member = await signInMember(gateway.url);
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await database?.drop();
  await s3?.close();
});

/** The bucket as the suite sees it, directly (not through the proxy). */
const bucket = () => s3Storage(s3.settings);
const keyOf = (url: string) => url.slice(`http://${proxy.host}:${proxy.port}/${BUCKET}/`.length);
const stored = async (url: string) => {
  const response = await bucket().read(keyOf(url), undefined);
  await response.body?.cancel();
  return response.status === 200;
};

/** Upload rows whose file the bucket does not hold (a half-written upload). */
async function rowsWithoutFile(): Promise<string[]> {
  const rows = await database.query<{ url: string }>("SELECT url FROM uploads");
  const missing: string[] = [];
  for (const { url } of rows) if (!(await stored(url))) missing.push(url);
  return missing;
}

/** A course lesson whose video is `url` (rows written directly: the lesson is not under test), and its signed link. */
async function lessonLink(url: string): Promise<string> {
  const [course] = await database.query<{ id: number }>(
    "INSERT INTO courses (author_uid, cate_id, lang, name, is_free) SELECT $1, min(id), 'en', 'Faults', true FROM course_categories RETURNING id",
    [member.uid],
  );
  const [chapter] = await database.query<{ id: number }>(
    "INSERT INTO course_chapters (course_id, name) VALUES ($1, 'Outages') RETURNING id",
    [course?.id],
  );
  const [lesson] = await database.query<{ id: number }>(
    "INSERT INTO course_lessons (course_id, chapter_id, name, video_url) VALUES ($1, $2, 'Storage', $3) RETURNING id",
    [course?.id, chapter?.id, url],
  );
  return `${gateway.url}${mediaLink(DEV_DEFAULTS.JWT_SECRET, "lesson", lesson?.id as number, "png", member.uid)}`;
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await call();
  return { value, ms: Date.now() - started };
}

const tryUpload = () => timed(() => outcomeOf(uploadCover(member)));
const readMedia = (link: string) =>
  timed(async () => {
    const response = await fetch(link);
    await response.body?.cancel();
    return response.status;
  });

describe("the storage unreachable", () => {
  it("refuses uploads and media reads clearly and quickly, writes nothing half, and recovers", async () => {
    const kept = await uploadCover(member);
    const removed = await uploadCover(member);
    const link = await lessonLink(kept);
    expect((await readMedia(link)).value).toBe(200);

    for (const mode of ["silence", "reset"] as const) {
      proxy.set({ kind: mode });
      broke(
        mode === "silence"
          ? "storage: the bucket accepts connections and never answers (network partition)"
          : "storage: every connection to the bucket reset (crashed host)",
      );
      const upload = await tryUpload();
      expect(upload.value).toMatchObject({ ok: false, status: 503, code: 1001 });
      const media = await readMedia(link);
      expect(media.value).toBe(502);
      verified(
        `while the bucket is ${mode === "silence" ? "silent" : "resetting"}: an upload answered 503 code 1001 in ${upload.ms} ms, ` +
          `a lesson's media link 502 in ${media.ms} ms (storage time-out ${STORAGE_TIMEOUT_SECONDS} s)`,
      );
    }

    // A deletion needs only the database: the record goes now, the file once the bucket answers.
    await deleteUpload(member.options, removed);
    expect(await database.query("SELECT 1 FROM uploads WHERE url = $1", [removed])).toEqual([]);
    expect(await stored(removed)).toBe(true);
    expect(await rowsWithoutFile()).toEqual([]);
    verified("nothing half-written: every upload row's file is in the bucket; a deletion answered while it is down");

    proxy.set({ kind: "pass" });
    const back = Date.now();
    restored("storage: the bucket answers again");
    let firstUpload: string | undefined;
    await waitFor(
      "an upload accepted once the bucket answers",
      async () => {
        const { value } = await tryUpload();
        if (value.ok) firstUpload = value.data;
        return value.ok;
      },
      { limitMs: 30_000, intervalMs: 100 },
    );
    verified(`uploads accepted again ${Date.now() - back} ms after the bucket answers`);
    expect(await stored(firstUpload as string)).toBe(true);
    expect((await readMedia(link)).value).toBe(200);
    await waitFor("the deleted file removed from the bucket by the retried job", async () => !(await stored(removed)), {
      limitMs: 60_000,
      intervalMs: 250,
    });
    verified(`the file deleted during the outage removed from the bucket ${Date.now() - back} ms after it answers`);
    expect(await rowsWithoutFile()).toEqual([]);
  });
});
