/**
 * The scroll-driven part of the case showcase, loaded on demand with GSAP: while the
 * sticky stage is on screen, the scroll position drives (with scrub smoothing 4) the
 * cross-fade from case to case, the 'Scorri' progress bar and each case's count-up.
 * It renders nothing; useGSAP reverts every tween and trigger when it unmounts.
 */
import * as React from "react";
import gsap from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import { useGSAP } from "@gsap/react";
import { SCRUB_SMOOTHING } from "./cases-copy";

gsap.registerPlugin(ScrollTrigger, useGSAP);

interface ScrollerProps {
  trackRef: React.RefObject<HTMLDivElement>;
  /** Called with the index of the case on stage whenever it changes. */
  onActivate: (index: number) => void;
}

const CaseShowcaseScroller = ({ trackRef, onActivate }: ScrollerProps) => {
  useGSAP(
    () => {
      const track = trackRef.current;
      if (!track) return;
      const cards = gsap.utils.toArray<HTMLElement>("[data-case]", track);
      const fill = track.querySelector<HTMLElement>("[data-case-progress-fill]");
      const bar = track.querySelector<HTMLElement>("[data-case-progressbar]");
      let shown = -1;
      const show = (index: number) => {
        if (index === shown) return;
        shown = index;
        onActivate(index);
      };

      gsap.set(cards.slice(1), { autoAlpha: 0, y: 32 });
      const timeline = gsap.timeline({
        defaults: { ease: "power2.inOut", duration: 0.4 },
        scrollTrigger: { trigger: track, start: "top top", end: "bottom bottom", scrub: SCRUB_SMOOTHING, invalidateOnRefresh: true },
        onUpdate: () => {
          // Follows the smoothed animation, so the bar and the counters match what is on screen.
          const progress = timeline.progress();
          if (fill) fill.style.transform = `scaleY(${progress})`;
          bar?.setAttribute("aria-valuenow", String(Math.round(progress * 100)));
          if (shown >= 0) show(Math.min(cards.length - 1, Math.floor(progress * cards.length)));
        },
      });
      // Case i takes over around i/n of the way: each holds the stage for an equal share.
      cards.forEach((card, i) => {
        if (i === 0) return;
        timeline.to(cards[i - 1], { autoAlpha: 0, y: -32 }, i - 0.2);
        timeline.to(card, { autoAlpha: 1, y: 0 }, i - 0.2);
      });
      timeline.set({}, {}, cards.length);
      // The first case is on stage as soon as a good part of it is in view.
      ScrollTrigger.create({ trigger: track, start: "top 70%", onEnter: () => show(Math.max(shown, 0)) });
    },
    { scope: trackRef },
  );
  return null;
};

export default CaseShowcaseScroller;
