import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that fastify-swagger writes for the routes' zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
};

/** What makes a schema-shaped value reach past validation into the service: values the database holds. */
export type SchemaVocabulary = {
  /** Ids of seeded rows (users, brands, notes, comments…), so an id often names a real row. */
  knownIntegers: readonly number[];
  /** Platform note ids, user names, CDN hosts…, for free text that often names something real. */
  knownStrings: readonly string[];
  /** Web addresses: only the test's own fake server, so no generated request leaves the machine. */
  webAddress: fc.Arbitrary<string>;
  /** Objects whose schema names no properties (ingest items): what a crawler sends. */
  freeFormObject: fc.Arbitrary<Record<string, unknown>>;
};

/** Generated text stays short unless the schema asks for more: long text is the hostile generators' job. */
const TEXT_CAP = 40;
const ARRAY_CAP = 5;

const lowerBound = (schema: JsonSchema): number | undefined => {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
};

const upperBound = (schema: JsonSchema): number | undefined => {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum;
};

const integerArbitrary = (schema: JsonSchema, vocabulary: SchemaVocabulary): fc.Arbitrary<number> => {
  const min = Math.max(lowerBound(schema) ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  const max = Math.min(upperBound(schema) ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const known = vocabulary.knownIntegers.filter((value) => value >= min && value <= max);
  const any = fc.integer({ min, max });
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), any) : any;
};

const numberArbitrary = (schema: JsonSchema): fc.Arbitrary<number> =>
  fc.double({
    min: lowerBound(schema) ?? -1e9,
    max: upperBound(schema) ?? 1e9,
    noNaN: true,
    noDefaultInfinity: true,
  });

const withinLength = (schema: JsonSchema) => (text: string) =>
  text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);

const timeWindow = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

const stringArbitrary = (schema: JsonSchema, vocabulary: SchemaVocabulary): fc.Arbitrary<string> => {
  if (schema.format === 'date-time') return timeWindow.map((date) => date.toISOString());
  if (schema.format === 'date') return timeWindow.map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress().filter(withinLength(schema));
  if (schema.pattern?.includes('https?')) return vocabulary.webAddress;
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(withinLength(schema));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TEXT_CAP, TEXT_CAP));
  const known = vocabulary.knownStrings.filter(withinLength(schema));
  const any = fc.string({ minLength, maxLength, unit: 'grapheme' });
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), any) : any;
};

const objectArbitrary = (schema: JsonSchema, vocabulary: SchemaVocabulary): fc.Arbitrary<unknown> => {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return schema.additionalProperties === false ? fc.constant({}) : vocabulary.freeFormObject;
  }
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, schemaArbitrary(property, vocabulary)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
};

const typedArbitrary = (
  type: string,
  schema: JsonSchema,
  vocabulary: SchemaVocabulary,
): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'integer':
      return integerArbitrary(schema, vocabulary);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema, vocabulary);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ARRAY_CAP, ARRAY_CAP));
      return fc.array(schemaArbitrary(schema.items ?? {}, vocabulary), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, vocabulary);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/**
 * Values that satisfy `schema` (as far as a generator can tell without running the validator): what a
 * well-behaved client sends. The hostile generators start from these and break one thing at a time.
 */
export const schemaArbitrary = (schema: JsonSchema, vocabulary: SchemaVocabulary): fc.Arbitrary<unknown> => {
  const plain = (): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives && alternatives.length > 0) {
      return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, vocabulary)));
    }
    if (schema.allOf && schema.allOf.length > 0) return schemaArbitrary(schema.allOf[0]!, vocabulary);
    const types = Array.isArray(schema.type)
      ? schema.type
      : [schema.type ?? (schema.properties ? 'object' : 'any')];
    return fc.oneof(...types.map((type) => typedArbitrary(type, schema, vocabulary)));
  };
  return schema.nullable ? fc.option(plain(), { nil: null }) : plain();
};
