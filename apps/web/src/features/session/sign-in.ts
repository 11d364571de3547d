// The sign-in signature: the wallet signs the EIP-4361 message over a nonce from the API.
import type { SystemInfo } from '@xbond/shared/api/common';
import { toast } from '@/components/ui/Toast/toast-store';
import { type Eip1193Provider, personalSign } from '@/features/wallet/provider';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { getNonce } from './api/get-nonce';
import { sessionStore } from './store';

export const SIGNING_TOAST_ID = 'session-signing';

export interface SignedMessage {
  address: string;
  message: string;
  signature: string;
}

/** Asks the wallet to sign in; null when it did not (the user has been told why). */
export async function signIn(
  provider: Eip1193Provider,
  address: string,
  system: SystemInfo,
): Promise<SignedMessage | null> {
  toast.loading(i18n.t('session.signing'), { id: SIGNING_TOAST_ID });
  try {
    const { nonce } = await getNonce(address);
    const { buildSignInMessage } = await import('./siwe-message');
    const message = buildSignInMessage({
      address,
      chainId: system.chainId,
      nonce,
      productName: system.productName,
    });
    const signature = await personalSign(message, address, provider);
    sessionStore.set({ signInfo: { isSign: true, signature }, address });
    return { address, message, signature };
  } catch (error) {
    console.error('sign-in signature failed', error);
    // The API client already showed an error toast for API failures.
    if (!(error instanceof ApiError)) toast.error(i18n.t('session.signFailed'));
    sessionStore.set({ signInfo: { isSign: false, signature: null } });
    return null;
  } finally {
    toast.dismiss(SIGNING_TOAST_ID);
  }
}
