// Response serialization from the contract's zod schemas, compiled once per route into
// fast-json-stringify through the schema's JSON Schema. Encoding every response through zod cost
// about as much as the rest of a catalogue request; the compiled serializer writes only the
// contract's fields, so nothing outside the contract leaks. Request validation stays with zod.
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const contractSerializerCompiler: typeof zodSerializerCompiler = (route) => {
  if (!(route.schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(jsonSchema as Schema);
};
