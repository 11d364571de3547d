import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, Envelope } from './primitives';

/**
 * The operator's console (docs/operations.md). Every /api/v2/admin/* route answers an
 * operator only; anyone else gets the answer of an unknown route (404).
 */

/** Why an operator acts: required on every action and kept in the audit trail. */
export const ReasonSchema = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' });

/** The Idempotency-Key of an operator action that moves money. */
export const AdminIdempotentHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[\\x21-\\x7e]{1,100}$' }),
});

/** GET /api/v2/admin/me: who the operator is. */
export const AdminMe = Type.Object({
  address: AddressSchema,
  role: Type.Literal('operator'),
});
export type AdminMe = Static<typeof AdminMe>;
export const adminMeRoute = {
  method: 'GET',
  url: '/api/v2/admin/me',
  response: Envelope(AdminMe),
} as const;
