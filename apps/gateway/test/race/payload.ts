/**
 * One valid payload per action, read off its zod input schema and filled from a world: id fields
 * name the world's content, text fields carry the world's tag, and whatever the schema still
 * refuses is drawn from the protocol fuzzer's nearly valid values until the schema accepts it.
 * Which field names which content comes from the areas' hints (`services/<area>/fuzz-hints.ts`).
 * The same action built in two worlds gives the same payload but for the worlds' ids and tags.
 */
import fc from "fast-check";
import type { z } from "zod";
import type { ActionDef } from "@icms/protocol";
import { CONSTANT_HINTS, ID_HINTS, TEXT_HINTS } from "../fuzz/hints.js";
import { nearlyValid } from "../fuzz/inputs.js";
import type { World } from "./world.js";

/** Numbers tried, in order, for a number field without a hint: the first its schema takes. */
const NUMBERS = [1, 0, 2, 3, 5, 10, 20, 60, 100, 1000];
/** Fields holding a time in Unix seconds: an hour from now. */
const isUnixTime = (key: string) => key.endsWith("_at") || key === "deadline" || key === "timestamp";

interface ZodDef {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A stable number per action, so both worlds draw the same values. */
function seedOf(text: string): number {
  let h = 2_166_136_261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

/** The first of `samples` drawn from the fuzzer's nearly valid values that `schema` accepts. */
function drawn(schema: z.ZodType, key: string, seed: number, fixed: (value: unknown) => unknown): unknown {
  for (const value of fc.sample(nearlyValid(schema, [1, 2, 3], key), { seed, numRuns: 300 })) {
    const candidate = fixed(value);
    if (accepts(schema, candidate)) return candidate;
  }
  return undefined;
}

interface Build {
  world: World;
  action: string;
  seed: number;
}

async function hinted(key: string, build: Build): Promise<{ value: unknown } | undefined> {
  const slot = ID_HINTS[key]?.find((hint) => !hint.when || hint.when.test(build.action))?.slot;
  if (slot) return { value: await build.world.id(slot) };
  const text = TEXT_HINTS[key];
  if (text) return { value: await build.world.text(text) };
  const constant = CONSTANT_HINTS[key];
  if (constant) return { value: constant };
  return undefined;
}

/** A value `schema` accepts for the field `key`, or undefined when none was found. */
async function fieldValue(schema: z.ZodType, key: string, build: Build): Promise<unknown> {
  const def = defOf(schema);
  const hint = await hinted(key, build);
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
    case "catch":
    case "readonly":
      // An optional field is sent only when it names something of the world.
      return hint ? fieldValue(def.innerType as z.ZodType, key, build) : undefined;
    case "nonoptional":
    case "pipe":
      return fieldValue((def.innerType ?? def.in) as z.ZodType, key, build);
    case "object":
      return objectOf(schema, build);
    case "array": {
      const element = await fieldValue(def.element as z.ZodType, key, build);
      const value = element === undefined ? [] : [element];
      return accepts(schema, value) ? value : drawn(schema, key, build.seed, (v) => v);
    }
    default:
      break;
  }
  const candidates: unknown[] = [];
  if (hint) candidates.push(hint.value);
  if (def.type === "string") {
    candidates.push(key === "tags" ? `race${build.world.tag}` : `Race ${build.world.tag}`);
  } else if (def.type === "number" || def.type === "int") {
    if (isUnixTime(key)) candidates.push(Math.floor(Date.now() / 1000) + 3600);
    candidates.push(...NUMBERS);
  } else if (def.type === "boolean") {
    candidates.push(false, true);
  } else if (def.type === "enum") {
    candidates.push(...Object.values(def.entries as Record<string, unknown>));
  } else if (def.type === "literal") {
    candidates.push(...(def.values as unknown[]));
  }
  const found = candidates.find((candidate) => accepts(schema, candidate));
  return found !== undefined ? found : drawn(schema, key, build.seed, (v) => v);
}

async function objectOf(schema: z.ZodType, build: Build): Promise<unknown> {
  const shape = defOf(schema).shape as Record<string, z.ZodType>;
  const value: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(shape)) {
    const field = await fieldValue(node, key, build);
    if (field !== undefined) value[key] = field;
  }
  if (accepts(schema, value)) return value;
  // Fields that are right alone but not together (an end before its start, one of two optional
  // fields needed): draw the times and the fields left out again, then the whole object,
  // keeping the fields that name the world.
  const isTime = (key: string) => /(_at|_time|_deadline|date)$/.test(key);
  const times = (drawnValue: unknown) =>
    Object.assign(
      {},
      value,
      Object.fromEntries(
        Object.entries(drawnValue as Record<string, unknown>).filter(([key]) => isTime(key) || !(key in value)),
      ),
    );
  const named = Object.fromEntries(
    Object.keys(shape).flatMap((key) =>
      key in value && (key in ID_HINTS || key in TEXT_HINTS) ? [[key, value[key]]] : [],
    ),
  );
  const whole = (drawnValue: unknown) => Object.assign({}, drawnValue, named);
  return drawn(schema, "", build.seed, times) ?? drawn(schema, "", build.seed, whole) ?? value;
}

/** The payload `def` is raced with in `world`. */
export function payloadFor(def: ActionDef, world: World): Promise<unknown> {
  const action = `${def.group}/${def.name}`;
  return fieldValue(def.input, "", { world, action, seed: seedOf(action) });
}
