import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response, for inline scripts React Router renders. */
export function useNonce() {
  return useContext(NonceContext);
}
