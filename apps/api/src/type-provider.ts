import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyTypeProvider } from 'fastify';

/**
 * Types request and reply from the shared route schemas (`@xbond/shared/api/*`), which are
 * written with @sinclair/typebox 0.34. Not @fastify/type-provider-typebox: its version 6 infers
 * with TypeBox 1.x, which turns some 0.34 schemas (the asset union) into `never`; this is its
 * same four lines with the Static that matches the schemas.
 */
export interface SharedTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
