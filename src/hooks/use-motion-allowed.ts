import { useEffect, useState } from "react";

/**
 * Whether decorative motion may run: the visitor has not asked for reduced motion and,
 * with `finePointer`, uses a mouse or trackpad (no parallax or tilt under a finger).
 * False on the server and in the first render, so hydration sees the static page.
 */
export const useMotionAllowed = ({ finePointer = false, minWidth }: { finePointer?: boolean; minWidth?: string } = {}): boolean => {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const parts = ["(prefers-reduced-motion: no-preference)"];
    if (finePointer) parts.push("(hover: hover) and (pointer: fine)");
    if (minWidth) parts.push(`(min-width: ${minWidth})`);
    const media = window.matchMedia(parts.join(" and "));
    const update = () => setAllowed(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [finePointer, minWidth]);
  return allowed;
};
