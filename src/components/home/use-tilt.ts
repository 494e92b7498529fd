import * as React from "react";
import { useMotionAllowed } from "../../hooks/use-motion-allowed";
import { followPointer } from "../../lib/motion/follow-pointer";
import { tiltTowards } from "../../lib/motion/pointer-effects";

/**
 * Leans an element towards the mouse (at most 6°), back to flat when it leaves.
 * Mouse and trackpad only, and not for visitors who prefer reduced motion.
 */
export const useTilt = <T extends HTMLElement>() => {
  const ref = React.useRef<T>(null);
  const allowed = useMotionAllowed({ finePointer: true });

  React.useEffect(() => {
    const element = ref.current;
    if (!allowed || !element) return undefined;
    const stop = followPointer(element, {
      move: (event) => {
        const { rotateX, rotateY } = tiltTowards(event.clientX, event.clientY, element.getBoundingClientRect());
        element.style.transform = `perspective(900px) rotateX(${rotateX.toFixed(2)}deg) rotateY(${rotateY.toFixed(2)}deg)`;
      },
      leave: () => {
        element.style.transform = "";
      },
    });
    return () => {
      stop();
      element.style.transform = "";
    };
  }, [allowed]);

  return ref;
};
