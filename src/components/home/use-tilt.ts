import * as React from "react";
import { useMotionAllowed } from "../../hooks/use-motion-allowed";
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
    let frame = 0;
    let pending: PointerEvent | null = null;
    const render = () => {
      frame = 0;
      if (!pending) return;
      const { rotateX, rotateY } = tiltTowards(pending.clientX, pending.clientY, element.getBoundingClientRect());
      element.style.transform = `perspective(900px) rotateX(${rotateX.toFixed(2)}deg) rotateY(${rotateY.toFixed(2)}deg)`;
      pending = null;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
      pending = event;
      if (!frame) frame = window.requestAnimationFrame(render);
    };
    const onLeave = () => {
      pending = null;
      element.style.transform = "";
    };
    element.addEventListener("pointermove", onMove, { passive: true });
    element.addEventListener("pointerleave", onLeave);
    return () => {
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerleave", onLeave);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [allowed]);

  return ref;
};
