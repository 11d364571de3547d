import type { TFunction } from 'i18next';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { PageFrame } from '@/features/layout/components/PageFrame';
import { useTranslation } from '@/lib/use-translation';
import { useSignedInAddress } from '../store';
import { useAccountKey } from '../visitor';
import { ConnectPrompt, type ConnectPromptProps } from './ConnectPrompt';

interface AccountPageProps {
  title: string;
  /** The operator's tables take the desktop's width (PageFrame's `wide`). */
  wide?: boolean;
  /** A visitor's screen: the connect prompt's words and test ids, or a view of its own. */
  visitor: ConnectPromptProps | { view: ReactNode };
  /** The signed-in account's screen. */
  children: (address: string) => ReactNode;
}

/**
 * A page about the signed-in account. Its screen is keyed by the address, so another account
 * signing in starts from fresh figures and empty forms.
 */
export function AccountPage({ title, wide, visitor, children }: AccountPageProps) {
  const address = useSignedInAddress();
  return (
    <PageFrame title={title} wide={wide}>
      {address ? (
        <Fragment key={address}>{children(address)}</Fragment>
      ) : 'view' in visitor ? (
        visitor.view
      ) : (
        <ConnectPrompt {...visitor} />
      )}
    </PageFrame>
  );
}

/**
 * A route's page that is the account's view and nothing more: `words` gives its title and what
 * a visitor reads.
 */
export function accountPage(
  View: ComponentType<{ address: string }>,
  words: (t: TFunction) => Omit<AccountPageProps, 'children'>,
) {
  return function Page() {
    const { t } = useTranslation();
    return <AccountPage {...words(t)}>{(address) => <View address={address} />}</AccountPage>;
  };
}

/**
 * A route's page open to visitors: its view keyed by the account (useAccountKey), so what a
 * visitor typed stays when they sign in and nothing survives another account's sign-in.
 */
export function openPage(
  View: ComponentType<{ address: string | null }>,
  title: (t: TFunction) => string,
) {
  return function Page() {
    const { t } = useTranslation();
    const address = useSignedInAddress();
    const accountKey = useAccountKey();
    return (
      <PageFrame title={title(t)}>
        <View key={accountKey} address={address} />
      </PageFrame>
    );
  };
}
