import {
  CONTENT_LIMITS,
  type CircleType,
  GATE_KINDS,
  type GateKind,
  introProblem,
  mediaUrlProblem,
  PLANET_LIMITS,
  type Planet,
  planetNameProblem,
  tagsProblem,
} from "@icms/protocol";
import { type FieldMessage, type FormChecks, ruleCheck } from "../../ui/form/rule-checks";
import { needsAmount, tokensOf, weiOf } from "./gate-rule";
import type { PlanetAddInput } from "./queries";

/** The planet form as typed: the gate amount in whole tokens. */
export interface PlanetValues {
  name: string;
  icon_url: string;
  introduction: string;
  tags: string;
  circle_type: CircleType;
  is_public: 0 | 1;
  gate_kind: GateKind;
  gate_tokens: string;
}

export const emptyPlanet: PlanetValues = {
  name: "",
  icon_url: "",
  introduction: "",
  tags: "",
  circle_type: 6,
  is_public: 1,
  gate_kind: "none",
  gate_tokens: "",
};

export function valuesOfPlanet(planet: Planet): PlanetValues {
  return {
    name: planet.name,
    icon_url: planet.icon_url,
    introduction: planet.introduction,
    tags: planet.tags.join(","),
    circle_type: planet.circle_type,
    is_public: planet.is_public,
    gate_kind: GATE_KINDS.includes(planet.gate_kind) ? planet.gate_kind : "none",
    gate_tokens: tokensOf(planet.gate_amount),
  };
}

const tooLong = (max: number): FieldMessage => ({ key: "planets.form.errors.tooLong", values: { max } });
const tags: FieldMessage = { key: "planets.form.errors.tags", values: { max: CONTENT_LIMITS.tagsMax } };

/** What the gateway would refuse a planet by, per field (the protocol's rules), before sending. */
export const planetChecks: FormChecks<PlanetValues> = {
  name: ruleCheck(planetNameProblem, {
    required: { key: "planets.form.errors.required" },
    tooLong: tooLong(PLANET_LIMITS.nameMaxChars),
  }),
  // The icon is only ever set by an upload, so any problem means it is missing.
  icon_url: ruleCheck((url) => mediaUrlProblem("image", url), {
    required: { key: "planets.form.errors.required" },
    tooLong: { key: "planets.form.errors.required" },
    format: { key: "planets.form.errors.required" },
  }),
  introduction: ruleCheck(introProblem, { tooLong: tooLong(PLANET_LIMITS.introMaxChars) }),
  tags: ruleCheck(tagsProblem, { tooLong: tags, tooMany: tags, tagTooLong: tags }),
  gate_tokens: (tokens, values) =>
    needsAmount(values.gate_kind) && weiOf(tokens) === null ? { key: "planets.form.errors.amount" } : undefined,
};

/** The call's input: the gate amount in wei exactly for the kinds that take one. */
export function planetInput(values: PlanetValues): PlanetAddInput {
  return {
    name: values.name.trim(),
    icon_url: values.icon_url,
    introduction: values.introduction.trim(),
    tags: values.tags,
    circle_type: values.circle_type,
    is_public: values.is_public,
    gate_kind: values.gate_kind,
    gate_amount: needsAmount(values.gate_kind) ? weiOf(values.gate_tokens) : null,
  };
}
