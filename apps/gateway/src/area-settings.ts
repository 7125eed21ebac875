import { z } from "zod";
import { DEV_PRIVATE_KEYS } from "@icms/contracts";

/**
 * The settings the areas add to the configuration. Each area declares its own members where it
 * defines them (`declare module "../../area-settings.js" { interface AreaSettings extends
 * SettingsOf<typeof mySettings> {} }`), so the parsed configuration stays typed and adding an
 * area edits no shared type.
 * @public (extended by declaration merging, which knip does not follow)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each area's declaration merging
export interface AreaSettings {}

/** What every area may read besides its own settings when it resolves or refuses them. */
interface CoreSettingsView {
  NODE_ENV: "development" | "production" | "test";
}

/**
 * An area's part of the configuration: its environment variables with their checks and
 * development defaults, what production refuses among them, and the values that depend on other
 * settings (computed once they are parsed).
 */
export interface SettingsPart<S extends z.ZodRawShape = z.ZodRawShape, R extends object = object> {
  /** Each variable under its environment name, with the development default where it has one. */
  shape: S;
  /** One line per refused value when NODE_ENV=production (a development key, say). */
  productionRefusals?(settings: z.output<z.ZodObject<S>>): string[];
  /** Values whose default depends on other settings: they replace the parsed ones of the same name. */
  resolve?(settings: z.output<z.ZodObject<S>>, core: CoreSettingsView): R;
}

/** The settings a part adds to `Config`, with its resolved values in place of the parsed ones. */
export type SettingsOf<P> =
  P extends SettingsPart<infer S, infer R> ? Omit<z.output<z.ZodObject<S>>, keyof R> & R : never;

/** Declares an area's settings; the shape's type is kept, so `SettingsOf` can type what it adds. */
export function defineSettings<const S extends z.ZodRawShape, R extends object = object>(
  part: SettingsPart<S, R>,
): SettingsPart<S, R> {
  return part;
}

/** A private key as 32 bytes in hex (the signers'). */
export const privateKeySetting = () => z.string().regex(/^0x[0-9a-fA-F]{64}$/, "must be a 32-byte hex private key");

/** Any of the development chain's keys: everybody knows them, so production refuses each. */
export function isDevelopmentKey(key: string | undefined): boolean {
  const lower = key?.toLowerCase();
  return lower !== undefined && DEV_PRIVATE_KEYS.some((dev) => dev.toLowerCase() === lower);
}
