import * as React from "react";
import { useAfterLoadIdle } from "../../hooks/use-after-load-idle";

// Chakra's toast machinery (~20 KB) stays out of the first load; only forms raise toasts, and
// their code arrives later still, so the live region is in place before any toast.
const Toaster = React.lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** The site's toaster, mounted once the page has loaded and gone idle. */
export const DeferredToaster = () => {
  const ready = useAfterLoadIdle();
  if (!ready) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
};
