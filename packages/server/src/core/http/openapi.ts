import type { SwaggerTransformObject } from '@fastify/swagger';
import type { ApiContract } from '@preauth/shared';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { apiSchemas } from './api-schemas';

/**
 * A contract's method, URL and schema as Fastify route options; the route adds its handler and
 * `config` (who may call it).
 */
export function routeOf<C extends ApiContract>(contract: C) {
  return {
    method: contract.method,
    url: contract.path,
    schema: { ...contract.schema, operationId: contract.operationId },
  } as { method: C['method']; url: C['path']; schema: C['schema'] & { operationId: string } };
}

const REF_PREFIX = '#/components/schemas/';

/** The component names a JSON value refers to. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(REF_PREFIX)) {
        found.add(inner.slice(REF_PREFIX.length));
      } else refsIn(inner, found);
    }
  }
  return found;
}

const withNamedSchemas = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas });

/**
 * The named schemas, keeping only those the operations reach: the type provider writes every
 * registered schema twice (as read and as written), most of which no operation uses.
 */
const transformObject: SwaggerTransformObject = (input) => {
  const document = withNamedSchemas(input);
  if (!('components' in document) || !document.components?.schemas) return document;
  const all = document.components.schemas;
  const reached = refsIn(document.paths);
  for (const name of reached) refsIn(all[name], reached);
  // The document and its components are the type provider's fresh copies: trimmed in place.
  for (const name of Object.keys(all)) if (!reached.has(name)) delete all[name];
  return document;
};

/** How @fastify/swagger turns the routes' zod schemas into the OpenAPI document. */
export const openApiTransforms: {
  transform: ReturnType<typeof createJsonSchemaTransform>;
  transformObject: SwaggerTransformObject;
} = {
  transform: createJsonSchemaTransform({ schemaRegistry: apiSchemas }),
  transformObject,
};
