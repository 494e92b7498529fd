import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled further than `threshold` pixels. False on the server
 * and on the first client render, so the markup hydrates unchanged; it updates at
 * most once per frame.
 */
export const useScrollPast = (threshold: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
};
