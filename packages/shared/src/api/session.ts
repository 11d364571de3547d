import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, ClosedObject, HexSchema, route } from './primitives';

/** GET /api/v2/login/nonce?address= — a single-use nonce for the EIP-4361 message. */
export const NonceQuery = ClosedObject({ address: AddressSchema });
export type NonceQuery = Static<typeof NonceQuery>;
export const NonceResult = Type.Object({ nonce: Type.String(), expiresAt: Type.String() });
export type NonceResult = Static<typeof NonceResult>;
export const nonceRoute = route('GET', '/api/v2/login/nonce', NonceResult, {
  querystring: NonceQuery,
});

/** POST /api/v2/login/address — sign in (or register with an invite code). */
export const LoginBody = ClosedObject({
  address: AddressSchema,
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  // EIP-1271 contract-wallet signatures can be longer than an EOA's 65 bytes.
  signature: HexSchema(4000),
  invite_code: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResult = Type.Object({ token: Type.String(), expiresAt: Type.String() });
export type LoginResult = Static<typeof LoginResult>;
export const loginRoute = route('POST', '/api/v2/login/address', LoginResult, { body: LoginBody });

/** POST /api/v2/login/logout — revokes the bearer token. */
export const logoutRoute = route('POST', '/api/v2/login/logout', Type.Null());

/** POST /api/v2/login/logout_all — ends every session of the signed-in address, everywhere. */
export const LogoutAllResult = Type.Object({
  /** How many sessions were ended, this one included. */
  ended: Type.Integer({ minimum: 0 }),
});
export type LogoutAllResult = Static<typeof LogoutAllResult>;
export const logoutAllRoute = route('POST', '/api/v2/login/logout_all', LogoutAllResult);

/**
 * GET /api/v2/login/inviter?invite_code= — public: whose invitation a code is, as a masked
 * address, so the invite popup can say who invites before the user joins. Unknown: 1002.
 */
export const InviterQuery = ClosedObject({
  invite_code: Type.String({ minLength: 1, maxLength: 32 }),
});
export type InviterQuery = Static<typeof InviterQuery>;
export const InviterResult = Type.Object({
  /** The inviter's address, masked (first 3 and last 3 characters). */
  inviter: Type.String(),
});
export type InviterResult = Static<typeof InviterResult>;
export const inviterRoute = route('GET', '/api/v2/login/inviter', InviterResult, {
  querystring: InviterQuery,
});
