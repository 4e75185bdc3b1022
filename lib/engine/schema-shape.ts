import type { z } from "zod";

/** What a schema's definition holds, for code that reads a schema's shape (the app's forms, the tests' generators). */
export type SchemaDef = z.core.$ZodTypeDef & {
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
};

/** The definition of a schema: its type ("object", "array", "number", "optional", …) and its parts. */
export function toSchemaDef(schema: z.ZodType): SchemaDef {
  return schema._zod.def as SchemaDef;
}

/** The least or greatest length a list schema allows, if it sets one. */
export function toLengthBound(def: SchemaDef, check: "min_length" | "max_length"): number | undefined {
  const found = def.checks?.find((c) => c._zod.def.check === check)?._zod.def as { minimum?: number; maximum?: number } | undefined;
  return check === "min_length" ? found?.minimum : found?.maximum;
}
