/**
 * The envelope codes a client acts on by number (the rest it only shows). Apart from the error
 * table so that a web page can import them without every message in five languages.
 */
export const CLIENT_CODES = {
  /** Successful response. */
  success: 1,
  /** Sign-in: the address is new; the client asks for an invitation code. */
  notRegistered: 1001,
  unknownInviteCode: 1002,
  /** Sign-in: the nonce expired or was used; the client signs again. */
  nonceInvalid: 1003,
} as const;
