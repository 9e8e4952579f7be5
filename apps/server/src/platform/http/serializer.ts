// Response serialization from the contract's zod schemas, compiled into fast-json-stringify through
// the schema's JSON Schema. Encoding every response through zod cost about as much as the rest of a
// catalogue request; the compiled serializer writes only the contract's fields, so nothing outside
// the contract leaks. Request validation stays with zod.
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One serializer per schema, shared by every route answering with it (each path is served with and without /api). */
const serializers = new WeakMap<z.ZodType, Serialize>();

/** The serializer a route answering with this schema uses, for a route that keeps its answers serialised. */
export function serializerFor(schema: z.ZodType): Serialize {
  const known = serializers.get(schema);
  if (known) return known;
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  const serialize: Serialize = fastJson(jsonSchema as Schema);
  serializers.set(schema, serialize);
  return serialize;
}

/**
 * Compiled on a route's first answer rather than when the route is registered: compiling every
 * route's schemas was a quarter of a cold start (0.45 s), and many routes answer rarely.
 */
export const contractSerializerCompiler: typeof zodSerializerCompiler = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= serializerFor(schema);
    return serialize(data);
  };
};
