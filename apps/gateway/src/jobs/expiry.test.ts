import { afterEach, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import { type JobQueue, openJobQueue } from "./queue.js";

// A job name of the tests' own; the areas' names are typed through JobPayloads.
const NAME = "test.expiring" as never;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function queue(db: Parameters<typeof openJobQueue>[0]): Promise<JobQueue> {
  const jobs = await openJobQueue(db, {
    names: [NAME],
    pollSeconds: 0.5,
    retryDelaySeconds: 1,
    maintenanceSeconds: 1,
    stopTimeoutSeconds: 1,
    onError: () => {},
  });
  cleanups.push(() => jobs.close());
  return jobs;
}

it("runs a job again on another worker once it outlives its expiry (its process died), within the upkeep interval", async () => {
  const { db, drop } = await openTestDatabase();
  cleanups.push(drop);
  const runs: string[] = [];
  // The first worker takes the job and never finishes it, as a process killed mid-job.
  let release = () => {};
  const stuck = new Promise<void>((resolve) => {
    release = resolve;
  });
  cleanups.push(async () => release());
  const first = await queue(db);
  await first.work(NAME, async () => {
    runs.push("first");
    await stuck;
  });
  await first.send(db, NAME, {} as never, { expireInSeconds: 1 });
  await vi.waitFor(() => expect(runs).toEqual(["first"]), { timeout: 15_000, interval: 50 });
  // Its process dies: nothing it says reaches the database any more (the queue stopped), and the
  // job stays active in the table.
  await first.close();

  const second = await queue(db);
  await second.work(NAME, async () => {
    runs.push("second");
  });
  // pg-boss's own upkeep interval (120 s) would leave it stuck far longer than this wait.
  await vi.waitFor(() => expect(runs).toEqual(["first", "second"]), { timeout: 20_000, interval: 100 });
});
