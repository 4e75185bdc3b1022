// Test-only support (fast-check): never imported by engine code.
import fc from "fast-check";
import type { z } from "zod";
import { toLengthBound as lengthBound, toSchemaDef as defOf } from "./schema-shape";

/** Arbitraries for the parts of an input a schema's bounds cannot describe (texts with a syntax), by path: "requirement", "personnel[].skills". */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

const isOptional = (schema: z.ZodType) => ["optional", "default"].includes(defOf(schema).type);

/**
 * Values of a schema's input, generated from its bounds: whole numbers from min to max, enum members, booleans, texts
 * and lists within their lengths, objects with their optional keys sometimes left out. Refinements the bounds do not
 * show (a text's syntax, two fields that must differ) need an override for that path, or a filter by the caller.
 */
export function arbitraryOf(schema: z.ZodType, overrides: Overrides = {}, path = ""): fc.Arbitrary<unknown> {
  const override = overrides[path];
  if (override) return override;
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
      return arbitraryOf(def.innerType!, overrides, path);
    case "pipe":
      return arbitraryOf(def.in!, overrides, path);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries!));
    case "number": {
      const n = schema as z.ZodNumber;
      if (!n.isInt || !Number.isFinite(n.minValue) || !Number.isFinite(n.maxValue)) throw new Error(`${path}: no bounds to generate from`);
      return fc.integer({ min: n.minValue!, max: n.maxValue! });
    }
    case "string": {
      const s = schema as z.ZodString;
      // Printable ASCII with its spaces; the schema trims, so a text of spaces only is left to the caller's filter.
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 50, 50) });
    }
    case "array":
      return fc.array(arbitraryOf(def.element!, overrides, `${path}[]`), {
        minLength: lengthBound(def, "min_length") ?? 0,
        maxLength: Math.min(lengthBound(def, "max_length") ?? 5, 5),
      });
    case "object": {
      const shape = def.shape!;
      const model = Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, arbitraryOf(s, overrides, path ? `${path}.${key}` : key)]));
      return fc.record(model, { requiredKeys: Object.keys(shape).filter((key) => !isOptional(shape[key]!)) });
    }
    default:
      throw new Error(`${path || "input"}: give an override for a ${def.type}`);
  }
}
