import type { SwaggerTransformObject } from '@fastify/swagger';
import {
  ANY_USER,
  LINK_ROLES,
  PUBLIC,
  type ApiContract,
  type Callers,
  type RouteCallers,
} from '@preauth/shared';
import type { FastifyContextConfig } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { apiSchemas } from './api-schemas';

/** The security requirement of the operations that take a bearer token (app.ts names the scheme). */
const BEARER_AUTH: Record<string, string[]>[] = [{ bearerAuth: [] }];

/** `a or b`, `a, b or c`. */
const either = (names: readonly string[]) =>
  names.length > 2 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join(' or ');

/** `a doctor or business-office link holder (also before its PIN is checked)`. */
function linkHolders({ links, ...stages }: RouteCallers): string | undefined {
  if (!links?.length) return undefined;
  const holders =
    links.length === LINK_ROLES.length ? 'any link holder' : `a ${either(links)} link holder`;
  const also = [
    stages.pinPending && 'before its PIN is checked',
    stages.remoteAuthenticationPending && 'before its remote authentication',
    stages.endedLinks && 'a short while after its link ended',
    stages.revisits && 'on a re-visit of its submitted link',
  ].filter(Boolean);
  return also.length ? `${holders} (also ${also.join('; also ')})` : holders;
}

/** The operation's "Who may call" line, from its contract's callers. */
export function whoMayCall(callers: Callers): string {
  if (callers === PUBLIC) return 'Who may call: anyone, with no token.';
  const { users } = callers;
  const loggedIn = users?.length
    ? users.length === ANY_USER.length
      ? 'any logged-in user'
      : `a logged-in ${either(users)}`
    : undefined;
  return `Who may call: ${[loggedIn, linkHolders(callers)].filter(Boolean).join('; ')}.`;
}

/**
 * A contract as Fastify route options. Who may call it is read from the contract's `callers`,
 * once, for the access check (`config.callers`, principal.ts), the document's `security` (`[]`
 * for a `PUBLIC` operation) and its description's "Who may call" line. The route adds its
 * handler; other `config` (a rate limit) is passed here, since a `config` of the route's own
 * would replace the callers (a test checks every route's callers against its contract).
 */
export function routeOf<C extends ApiContract>(contract: C, config: FastifyContextConfig = {}) {
  const { callers } = contract;
  return {
    method: contract.method,
    url: contract.path,
    schema: {
      ...contract.schema,
      operationId: contract.operationId,
      description: whoMayCall(callers),
      security: callers === PUBLIC ? [] : BEARER_AUTH,
    },
    config: callers === PUBLIC ? config : { ...config, callers },
  } as {
    method: C['method'];
    url: C['path'];
    schema: C['schema'] & {
      operationId: string;
      description: string;
      security: typeof BEARER_AUTH;
    };
    config: FastifyContextConfig;
  };
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
