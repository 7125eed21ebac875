import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionDef, actionUrl, answerableCodes, everyAction } from "@icms/protocol";
import { startTestChain, type TestChain } from "../chain-harness.js";
import { startTestGateway, type TestGateway } from "../harness.js";
import { type Answer, burst, deltas, rowCounts, send, serverError, succeeded, type Tables, tablesOf } from "./burst.js";
import { brokenInvariants } from "./invariants.js";
import { payloadFor } from "./payload.js";
import { type Actor, buildWorld, type World } from "./world.js";

/**
 * Every declared action is raced: the same valid payload sent ten times at once by one user, and
 * once each by ten users at once, on PostgreSQL. Nothing lists which actions change state or which
 * are one-off: each burst runs twice, on two equivalent fresh worlds, one call after another and
 * then all at once. The concurrent run may succeed no more often than the sequential one and must
 * change every table's row count by as much; no call answers 500 or 1001, or a code the action
 * does not declare; and the invariants (invariants.ts) hold after every burst.
 * RACE_ONLY (a pattern of `<group>/<name>`) races only the matching actions, to replay one.
 */
const POSTGRES = Boolean(process.env.DATABASE_URL);
const ONLY = process.env.RACE_ONLY ? new RegExp(process.env.RACE_ONLY) : undefined;
/** Calls per burst, and how many users a burst of different users has. */
const BURST = Number(process.env.RACE_BURST ?? 10);

interface Scenario {
  name: string;
  actors(world: World): Actor[];
}
/** Others' bursts first: the owner's own (a deletion among them) would leave them nothing to act on. */
const SCENARIOS: readonly Scenario[] = [
  { name: "ten users at once", actors: (w) => w.peers.slice(0, BURST) },
  { name: "one user ten times", actors: (w) => Array.from({ length: BURST }, () => w.peers[BURST] as Actor) },
  { name: "the owner ten times", actors: (w) => Array.from({ length: BURST }, () => w.owner) },
];

/** Gateways, each on a database of its own, racing one action at a time each. */
const LANES = Number(process.env.RACE_LANES ?? 3);

const totals = { actions: 0, concurrentCalls: 0, reachedSuccess: 0, serverErrors: 0, brokenInvariants: 0 };
/** Actions whose payload never succeeded: raced all the same, and listed so their hints can grow. */
const neverSucceeded: string[] = [];

interface Lane {
  gw: TestGateway;
  tables: Tables;
  uploads: string;
  /** Invariant breaks already reported: a break stays in the data, and is reported where it first showed. */
  reported: Set<string>;
}
let chain: TestChain;
const lanes: Lane[] = [];
const idle: Lane[] = [];
const waiting: ((lane: Lane) => void)[] = [];

async function withLane<T>(work: (lane: Lane) => Promise<T>): Promise<T> {
  const lane = idle.pop() ?? (await new Promise<Lane>((resolve) => waiting.push(resolve)));
  try {
    return await work(lane);
  } finally {
    const next = waiting.shift();
    if (next) next(lane);
    else idle.push(lane);
  }
}

async function openLane(chain: TestChain): Promise<Lane> {
  const uploads = mkdtempSync(join(tmpdir(), "icms-race-"));
  // No job workers: a job finishing between two counts would count as the burst's doing.
  const gw = await startTestGateway(
    // The local chain: calls that read it or sign for it (withdrawal vouchers, NFT orders) get that far.
    { ...chain.env, UPLOAD_DIR: uploads, WORKERS: "off", CONTENT_CACHE_MS: "0" },
    // As many connections as a burst has calls, so every call of a burst is in its own transaction.
    { poolSize: BURST + 2 },
  );
  // Commits need not wait for the disk here: nothing is kept after the run.
  const [{ name }] = (await gw.db.query<{ name: string }>("SELECT current_database() AS name")) as [{ name: string }];
  await gw.db.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  return { gw, uploads, tables: await tablesOf(gw.db), reported: new Set() };
}

/** One world's three bursts: each scenario's answers, and the rows the three changed. */
interface Run {
  answers: Answer[][];
  deltas: Map<string, number>;
}

const describeOnPostgres = POSTGRES ? describe : describe.skip;
if (!POSTGRES) {
  console.log("race: skipped on PGlite (its transactions run one at a time, so nothing races); set DATABASE_URL");
}

describeOnPostgres("races on every declared action (PostgreSQL only: PGlite runs one transaction at a time)", () => {
  beforeAll(async () => {
    chain = await startTestChain();
    for (const lane of await Promise.all(Array.from({ length: LANES }, () => openLane(chain)))) {
      lanes.push(lane);
      idle.push(lane);
    }
  });

  afterAll(async () => {
    console.log(
      `race (PostgreSQL): ${totals.actions} actions raced, ${totals.concurrentCalls} concurrent calls, ` +
        `${totals.reachedSuccess} reached success, ${totals.serverErrors} server errors, ` +
        `${totals.brokenInvariants} broken invariants`,
    );
    if (neverSucceeded.length > 0) {
      console.log(`race: no call succeeded (failures only) for ${neverSucceeded.sort().join(", ")}`);
    }
    for (const lane of lanes) {
      await lane.gw.close();
      rmSync(lane.uploads, { recursive: true, force: true });
    }
    await chain?.stop();
  });

  async function run(lane: Lane, def: ActionDef, world: World, payload: unknown, concurrent: boolean): Promise<Run> {
    const before = await rowCounts(lane.gw.db, lane.tables);
    const answers: Answer[][] = [];
    for (const scenario of SCENARIOS) {
      const calls = scenario.actors(world).map((who) => () => send(lane.gw, def, payload, who));
      answers.push(await burst(calls, concurrent));
    }
    return { answers, deltas: deltas(before, await rowCounts(lane.gw.db, lane.tables), lane.tables) };
  }

  /** What is wrong with one run's answers: server errors and codes the action does not declare. */
  function answerProblems(def: ActionDef, answers: Answer[], label: string): string[] {
    const declared = answerableCodes(def);
    const problems: string[] = [];
    for (const answer of answers) {
      if (serverError(answer)) {
        totals.serverErrors += 1;
        problems.push(`${label}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
      } else if (answer.code === undefined || !declared.has(answer.code as never)) {
        problems.push(`${label}: undeclared answer ${answer.text.slice(0, 200)}`);
      }
    }
    return problems;
  }

  async function invariantProblems(lane: Lane): Promise<string[]> {
    const problems: string[] = [];
    for (const broken of await brokenInvariants(lane.gw.db)) {
      const id = `${broken.invariant} ${broken.key}`;
      if (lane.reported.has(id)) continue;
      lane.reported.add(id);
      totals.brokenInvariants += 1;
      problems.push(`broken invariant: ${broken.invariant} (${broken.key}: ${broken.detail})`);
    }
    return problems;
  }

  const show = (m: Map<string, number>) => JSON.stringify(Object.fromEntries([...m].sort()));
  const codes = (answers: Answer[]) => answers.map((a) => a.code ?? a.status).join(",");
  const wins = (answers: Answer[]) => answers.filter(succeeded).length;

  async function race(lane: Lane, def: ActionDef): Promise<{ problems: string[]; payload: unknown }> {
    totals.actions += 1;
    const worlds = await Promise.all([buildWorld(lane.gw, BURST + 1), buildWorld(lane.gw, BURST + 1)]);
    const payloads = await Promise.all(worlds.map((world) => payloadFor(def, world)));
    const one = await run(lane, def, worlds[0], payloads[0], false);
    const all = await run(lane, def, worlds[1], payloads[1], true);
    // A call that failed rolled its transaction back: with no success, nothing changed to check.
    const changed = [...one.answers, ...all.answers].some((answers) => wins(answers) > 0);
    const problems = changed ? await invariantProblems(lane) : [];
    SCENARIOS.forEach((scenario, i) => {
      const [sequential, concurrent] = [one.answers[i] ?? [], all.answers[i] ?? []];
      totals.concurrentCalls += concurrent.length;
      problems.push(...answerProblems(def, sequential, `${scenario.name}, one after another`));
      problems.push(...answerProblems(def, concurrent, `${scenario.name}, at once`));
      if (wins(concurrent) > wins(sequential)) {
        problems.push(
          `${scenario.name}: ${wins(concurrent)} succeeded at once, ${wins(sequential)} one after another ` +
            `(answers at once ${codes(concurrent)}; one after another ${codes(sequential)})`,
        );
      }
    });
    if (changed) totals.reachedSuccess += 1;
    else {
      const answered = new Set([...one.answers, ...all.answers].flat().map((a) => a.code ?? a.status));
      neverSucceeded.push(`${def.group}/${def.name} (${[...answered].join(" ")})`);
    }
    if (show(all.deltas) !== show(one.deltas)) {
      problems.push(
        `rows changed at once ${show(all.deltas)}, one after another ${show(one.deltas)} (answers at once ` +
          `${all.answers.map(codes).join(" | ")}; one after another ${one.answers.map(codes).join(" | ")})`,
      );
    }
    return { problems, payload: payloads[1] };
  }

  for (const def of everyAction()) {
    const path = `${def.group}/${def.name}`;
    if (ONLY && !ONLY.test(path)) continue;
    // The time waited for a free lane counts toward the timeout: on a busy machine, races take seconds.
    it.concurrent(`${actionUrl(def)} holds under concurrent calls`, async () => {
      const { problems, payload } = await withLane((lane) => race(lane, def));
      expect(problems, `${path} raced with ${JSON.stringify(payload)?.slice(0, 400)}`).toEqual([]);
    }, 120_000);
  }
});
