import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root loader's data from anywhere (the header, guards in the browser). */
export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}
