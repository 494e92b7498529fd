import { useEffect, useRef, useState } from "react";
import { COUNT_UP_VISIBLE_THRESHOLD } from "../lib/motion/count-up";
import { hasPlayed, markPlayed } from "../lib/motion/played-once";

/**
 * final: show the real figures (server, reduced motion, already played).
 * waiting: in the browser, before the block is seen: the figures stand at 0.
 * running: counting up since `startedAt`.
 */
export type CountUpPhase = { kind: "final" } | { kind: "waiting" } | { kind: "running"; startedAt: number };

interface CountUpTriggerOptions {
  threshold?: number;
  /**
   * Leave undefined to start when the block becomes visible. A boolean takes over:
   * the count-up waits until it is true (the pinned case showcase starts each case's
   * figure when that case is shown, which visibility alone cannot tell).
   */
  startWhen?: boolean;
}

/**
 * Starts a block's count-up the first time `threshold` of it is visible, and never
 * again in this visit (`key` names the block). The server and the first render show
 * the final figures, so the HTML holds them and hydration changes nothing.
 */
export const useCountUpTrigger = <T extends Element>(key: string, { threshold = COUNT_UP_VISIBLE_THRESHOLD, startWhen }: CountUpTriggerOptions = {}) => {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<CountUpPhase>({ kind: "final" });
  const manual = startWhen !== undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element || hasPlayed(key) || typeof IntersectionObserver === "undefined") return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
    // The phase leaves "final" only here, after hydration: the server knows nothing of the viewport or of this visit.
    /* eslint-disable react-hooks/set-state-in-effect -- see the line above */
    if (manual) {
      if (startWhen) {
        markPlayed(key);
        setPhase({ kind: "running", startedAt: performance.now() });
      } else {
        setPhase({ kind: "waiting" });
      }
      return undefined;
    }
    setPhase({ kind: "waiting" });
    /* eslint-enable react-hooks/set-state-in-effect */
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) return;
        observer.disconnect();
        markPlayed(key);
        setPhase({ kind: "running", startedAt: performance.now() });
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [key, threshold, manual, startWhen]);

  return { ref, phase };
};
