import { createContext } from "react-router";

/** Per-request values the Express server hands to React Router. */
export interface RequestInfo {
  cspNonce: string;
  clientIp: string;
}

export const requestInfoContext = createContext<RequestInfo>({ cspNonce: "", clientIp: "" });
