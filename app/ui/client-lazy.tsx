import { type ComponentType, Suspense, use } from "react";

/**
 * A component whose script the browser fetches only on a page that shows it (decision 026): a
 * banner few people see, a form that only some states render. The server fetches it at start-up
 * and renders it in place, so the page's HTML is complete without JavaScript; in the browser,
 * React keeps that HTML until the script has arrived and then hydrates it, and a page rendered
 * in the browser shows it as soon as the script is there.
 *
 *   const Banner = shownOnDemand(() => import("./banner").then((module) => module.Banner));
 */
export function shownOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
      return component;
    });
    return loading;
  };
  if (import.meta.env.SSR) start();

  function WhenLoaded(props: P) {
    const Component = Loaded ?? use(start());
    return <Component {...props} />;
  }
  return function ShownOnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <WhenLoaded {...props} />
      </Suspense>
    );
  };
}
