// Request types come from the route schemas (api/README.md, "Request types"): json-schema-to-ts reads
// the `as const` schemas. It types an object without `additionalProperties: false` as also having
// `[key: string]: unknown`, which would let a handler read a field its schema never declares; the
// schemas must keep accepting such fields (pages send them), so only the types drop that index.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';

/** T without the `[key: string]: unknown` of undeclared fields; a typed index (a map) stays. */
export type DeclaredFields<T> = T extends readonly unknown[]
  ? { [I in keyof T]: DeclaredFields<T[I]> }
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: DeclaredFields<T[K]> }
    : T;

type FromRouteSchema<Schema> = JsonSchemaToTsProvider & { schema: Schema };

export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: DeclaredFields<FromRouteSchema<this['schema']>['validator']>;
  serializer: DeclaredFields<FromRouteSchema<this['schema']>['serializer']>;
}

/** A module's routes: its handlers' request types come from their schemas. */
export type RoutesPlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, SchemaTypeProvider>;
