import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion; follows changes while the page is open. */
export const usePrefersReducedMotion = (): boolean => {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
};

/** The scroll behaviour to use right now: smooth, unless the visitor prefers reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (typeof window !== "undefined" && window.matchMedia(QUERY).matches ? "auto" : "smooth");
