import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useMotionAllowed } from "../../hooks/use-motion-allowed";
import { followPointer } from "../../lib/motion/follow-pointer";
import { MAX_TRAIL_DOTS, type Point, advanceTrail, parallaxOffset } from "../../lib/motion/pointer-effects";

/**
 * The hero's decoration: soft shapes that drift with the mouse (at most 30 px) and a
 * short trail of dots behind the pointer. Mouse and trackpad only, never on touch, and
 * never for visitors who prefer reduced motion. Everything moves through transforms
 * written straight to the elements, once per frame: no re-render, no layout.
 */
export const HeroPointerEffects = () => {
  const allowed = useMotionAllowed({ finePointer: true });
  const layerRef = React.useRef<HTMLDivElement>(null);
  const dotRefs = React.useRef<(HTMLSpanElement | null)[]>([]);

  React.useEffect(() => {
    const layer = layerRef.current;
    const hero = layer?.parentElement;
    if (!allowed || !layer || !hero) return undefined;
    let trail: Point[] = [];
    const stop = followPointer(hero, {
      move: (event) => {
        const box = hero.getBoundingClientRect();
        const offset = parallaxOffset(event.clientX, event.clientY, box);
        layer.style.transform = `translate3d(${offset.x}px, ${offset.y}px, 0)`;
        trail = advanceTrail(trail, { x: event.clientX - box.left, y: event.clientY - box.top });
        dotRefs.current.forEach((dot, index) => {
          const point = trail[index];
          if (!dot) return;
          dot.style.opacity = point ? String(0.7 * (1 - index / MAX_TRAIL_DOTS)) : "0";
          if (point) dot.style.transform = `translate3d(${point.x}px, ${point.y}px, 0) scale(${1 - index / (MAX_TRAIL_DOTS + 4)})`;
        });
      },
      leave: () => {
        trail = [];
        dotRefs.current.forEach((dot) => dot && (dot.style.opacity = "0"));
      },
    });
    return () => {
      stop();
      layer.style.transform = "";
    };
  }, [allowed]);

  return (
    <>
      <Box
        ref={layerRef}
        aria-hidden="true"
        data-parallax-layer=""
        position="absolute"
        // eslint-disable-next-line altura/design-tokens -- room for the drift, which is in px (at most 30 px, lib/motion/pointer-effects): a rem step would shrink with a smaller font
        inset="-40px"
        pointerEvents="none"
        transition="transform 0.35s cubic-bezier(0.22, 1, 0.36, 1)"
        // eslint-disable-next-line altura/design-tokens -- decorative glows: sky, amber and emerald at their own opacities, used nowhere else
        bgImage="radial-gradient(circle at 78% 30%, rgba(56, 189, 248, 0.28), transparent 28%), radial-gradient(circle at 62% 78%, rgba(245, 158, 11, 0.22), transparent 22%), radial-gradient(circle at 92% 72%, rgba(16, 185, 129, 0.2), transparent 20%)"
      />
      {allowed &&
        Array.from({ length: MAX_TRAIL_DOTS }, (_, index) => (
          <Box
            as="span"
            key={index}
            ref={(el: HTMLSpanElement | null) => {
              dotRefs.current[index] = el;
            }}
            aria-hidden="true"
            data-trail-dot=""
            position="absolute"
            /* eslint-disable altura/design-tokens -- a 10 px trail dot, centred by half its size on the point the code moves it to (in px); no step of the scales is 10 px or 5 px */
            top="-5px"
            left="-5px"
            w="10px"
            h="10px"
            /* eslint-enable altura/design-tokens */
            borderRadius="full"
            bg="accent.solid"
            opacity="0"
            pointerEvents="none"
            willChange="transform"
          />
        ))}
    </>
  );
};
