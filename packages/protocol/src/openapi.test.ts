import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerableCodes } from "./actions/codes.js";
import { everyAction } from "./actions/declarations.js";
import { actionUrl } from "./actions/define.js";
import { CODE_MESSAGES } from "./errors/messages.js";
import { openApiDocument } from "./openapi.js";
import packageJson from "../package.json" with { type: "json" };

interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  requestBody: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
  description: string;
  "x-auth": string;
  "x-codes": { code: number; message: string }[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string }> };
}

const doc = openApiDocument() as unknown as Document;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

/** Every `$ref` anywhere in a value. */
function refs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, into);
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") into.push(inner);
      else refs(inner, into);
    }
  }
  return into;
}

/** The value a local `#/...` reference points at, or undefined. */
function resolve(pointer: string): unknown {
  if (!pointer.startsWith("#/")) return undefined;
  let at: unknown = doc;
  for (const part of pointer.slice(2).split("/")) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at;
}

describe("the OpenAPI document", () => {
  it("holds every declared action exactly once, at its URL, with its auth mode and its codes", () => {
    const actions = everyAction();
    expect(operations).toHaveLength(actions.length);
    for (const def of actions) {
      const found = operations.filter(({ op }) => op.operationId === `${def.group}.${def.name}`);
      expect(found, `${def.group}/${def.name}`).toHaveLength(1);
      const [{ path, method, op }] = found as [(typeof found)[number]];
      expect(path).toBe(actionUrl(def));
      expect(method).toBe("post");
      expect(op.tags).toEqual([def.group]);
      expect(op["x-auth"]).toBe(def.auth);
      const codes = [...answerableCodes(def)].sort((a, b) => a - b);
      expect(op["x-codes"]).toEqual(codes.map((code) => ({ code, message: CODE_MESSAGES[code].en })));
      for (const code of codes) expect(op.description).toContain(`- ${code}: ${CODE_MESSAGES[code].en}`);
      const schemes = op.security.flatMap((alternative) => Object.keys(alternative));
      const anonymous = op.security.some((alternative) => Object.keys(alternative).length === 0);
      expect(schemes.includes("sessionToken"), `${def.group}/${def.name}`).toBe(def.auth !== "none");
      expect(anonymous, `${def.group}/${def.name}`).toBe(def.auth !== "required");
      const media = def.body === "multipart" ? "multipart/form-data" : "application/x-www-form-urlencoded";
      expect(Object.keys(op.requestBody.content)).toEqual([media]);
    }
  });

  it("has the shape OpenAPI 3.1 requires", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBe(packageJson.version);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    const tags = doc.tags.map((tag) => tag.name);
    expect(new Set(tags).size).toBe(tags.length);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations) {
      expect(path.startsWith("/")).toBe(true);
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      for (const response of Object.values(op.responses)) expect(typeof response.description).toBe("string");
      for (const tag of op.tags) expect(tags).toContain(tag);
      for (const alternative of op.security) {
        for (const scheme of Object.keys(alternative)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
      }
    }
    for (const scheme of Object.values(doc.components.securitySchemes)) {
      expect(["apiKey", "http", "mutualTLS", "oauth2", "openIdConnect"]).toContain(scheme.type);
    }
    for (const name of Object.keys(doc.components.schemas)) expect(name).toMatch(/^[a-zA-Z0-9.\-_]+$/);
    // Every reference, the input schemas' own included, resolves inside the document.
    for (const pointer of refs(doc)) expect(resolve(pointer), pointer).toBeDefined();
    // Plain JSON: nothing lost in serialising it.
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it("converts every input schema and describes it as the form's data field", () => {
    for (const def of everyAction()) {
      expect(() => z.toJSONSchema(def.input, { io: "input", unrepresentable: "any" })).not.toThrow();
      const name = `${def.group}.${def.name}`;
      expect(doc.components.schemas[name], name).toMatchObject({ type: "object" });
    }
    const op = doc.paths["/gwapi/v1/user_msrv/userinfo"]?.post;
    const form = op?.requestBody.content["application/x-www-form-urlencoded"]?.schema;
    expect(form).toMatchObject({
      allOf: [
        { $ref: "#/components/schemas/WireFields" },
        {
          required: ["data"],
          properties: {
            data: {
              type: "string",
              contentMediaType: "application/json",
              contentSchema: { $ref: "#/components/schemas/user_msrv.userinfo" },
            },
          },
        },
      ],
    });
  });

  it("is the same document on every call, in sorted order", () => {
    expect(JSON.stringify(openApiDocument())).toBe(JSON.stringify(doc));
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual([...paths].sort());
    const tags = doc.tags.map((tag) => tag.name);
    expect(tags).toEqual([...tags].sort());
  });
});
