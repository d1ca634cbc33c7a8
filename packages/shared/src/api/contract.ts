import type { z } from 'zod';
import type { Callers } from './callers';
import { errorEnvelopeSchema } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the server validates and documents for one operation: the route's Fastify schema (tags,
 * summary and the zod schemas of its parts), as @fastify/swagger reads it. Its `security` and
 * description are the server's, from the contract's callers.
 */
export type ContractSchema = {
  tags: string[];
  summary: string;
  /** Left out of the OpenAPI document (development pages). */
  hide?: boolean;
  produces?: string[];
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
};

/**
 * One API operation, declared once: the server registers it (adding its handler) and
 * the web derives its call from it, so a path, parameter or body that differs fails to compile.
 */
export type ApiContract<
  Id extends string = string,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Schema extends ContractSchema = ContractSchema,
> = {
  /** camelCase verb + noun (`listRequests`, `resendRequest`): the name generated clients use. */
  operationId: Id;
  method: Method;
  /** Fastify's pattern, `:name` for a path parameter; the whole path, `/api` included. */
  path: Path;
  /** Who may call it (`PUBLIC`: anyone, no token), for the server's check, the document and the web. */
  callers: Callers;
  schema: Schema;
};

/** PascalCase of a kebab-case name, for ids made from one: `admission-types` gives `AdmissionTypes`. */
export const pascalCase = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** The names of a path pattern's `:parameters`: `'/a/:x/b/:y'` gives `'x' | 'y'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** The params schema a path needs: one string-valued key per `:parameter`, and no other. */
type ParamsFor<Path extends string, Schema extends ContractSchema> = [
  PathParamNames<Path>,
] extends [never]
  ? { params?: never }
  : Schema['params'] extends z.ZodType<infer Params>
    ? [keyof Params] extends [PathParamNames<Path>]
      ? [PathParamNames<Path>] extends [keyof Params]
        ? unknown
        : { params: `params lack a key of ${Path}` }
      : { params: `params have a key that is not in ${Path}` }
    : { params: `${Path} needs a params schema` };

/**
 * Declares an operation. The literal types of its id, method and path are kept, and its params
 * schema is checked against the path's `:parameters`.
 */
export function defineContract<
  const Id extends string,
  const Method extends HttpMethod,
  const Path extends string,
  Schema extends ContractSchema,
>(
  contract: ApiContract<Id, Method, Path, Schema> & { schema: ParamsFor<Path, Schema> },
): ApiContract<Id, Method, Path, Schema> {
  return contract;
}

/** Declares the error envelope for the given status codes in an operation's response map. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** The success answer's schema: the first 2xx of the response map. */
export type SuccessSchema<C extends ApiContract> =
  C['schema']['response'] extends Record<200, infer S extends z.ZodType>
    ? S
    : C['schema']['response'] extends Record<201, infer S extends z.ZodType>
      ? S
      : C['schema']['response'] extends Record<204, infer S extends z.ZodType>
        ? S
        : never;

export function successSchema<C extends ApiContract>(contract: C): SuccessSchema<C> {
  const [, schema] = Object.entries(contract.schema.response).find(
    ([status]) => Number(status) >= 200 && Number(status) < 300,
  ) ?? [undefined, undefined];
  return schema as SuccessSchema<C>;
}

/** The path with its parameters filled in (each URI-encoded). */
export function pathOf(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs the ${name} parameter.`);
    return encodeURIComponent(value);
  });
}
