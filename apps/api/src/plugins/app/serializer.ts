import {
  serializerCompiler as encodingSerializerCompiler,
  ResponseSerializationError,
} from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Whether a schema is built only from JSON types whose checks run the same in both directions, so
 * that parsing a value gives what encoding it would. Codecs, transforms, pipes and defaults act
 * differently when encoding; they and anything not listed here count as not plain.
 */
export function isPlainJsonSchema(schema: z.core.$ZodType): boolean {
  const { def } = (schema as z.core.$ZodTypes)._zod;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "literal":
    case "enum":
      return true;
    case "optional":
    case "nullable":
      return isPlainJsonSchema(def.innerType);
    case "array":
      return isPlainJsonSchema(def.element);
    case "object":
      return def.catchall === undefined && Object.values(def.shape).every(isPlainJsonSchema);
    default:
      return false;
  }
}

/**
 * Serializes a reply through its zod response schema, as fastify-type-provider-zod does: a body
 * that breaks the schema fails (the error handler answers 500), and keys the schema does not
 * declare are left out, so a handler cannot leak a field by accident. The library encodes
 * (`z.safeEncode`), which walks the schema twice to support codecs and costs about six times a
 * parse. A plain schema parses to the same result, so it is parsed; a schema with codecs or
 * transforms keeps the library's encoder.
 */
export const serializerCompiler: typeof encodingSerializerCompiler = (routeSchema) => {
  const { schema, method, url } = routeSchema;
  if (!(schema instanceof z.core.$ZodType) || !isPlainJsonSchema(schema)) {
    return encodingSerializerCompiler(routeSchema);
  }
  return (data) => {
    const result = z.safeParse(schema, data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};
