// How a call to the operator-hosted wallet carries its session: the wallet's own token as the
// bearer (a frame in another site may not send the cookie, SameSite), and the cookie where the
// browser keeps one. Shared by the wallet's login (operator-wallet/) and its session after it
// (session/wallet-session.ts).

import type { WalletSession } from '../../domain/engine/stored-slices.ts'

export const walletCall = (
  wallet: WalletSession | undefined,
): { headers: Record<string, string>; withCredentials: true } => ({
  headers: wallet?.token ? { authorization: `Bearer ${wallet.token}` } : {},
  withCredentials: true,
})
