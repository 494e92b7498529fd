/** Pointer-driven decoration (card tilt, hero parallax and trail), as pure functions. */

/** The limits the product specification sets. */
export const MAX_TILT_DEG = 6;
export const MAX_PARALLAX_PX = 30;
export const MAX_TRAIL_DOTS = 11;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * How far a card leans towards the pointer: at most `maxDeg` on each axis, zero at the
 * centre. rotateY follows the horizontal position, rotateX the vertical one (inverted,
 * so the edge under the pointer comes forward).
 */
export const tiltTowards = (pointerX: number, pointerY: number, box: Box, maxDeg = MAX_TILT_DEG) => {
  const dx = clamp((pointerX - box.left) / box.width - 0.5, -0.5, 0.5) * 2;
  const dy = clamp((pointerY - box.top) / box.height - 0.5, -0.5, 0.5) * 2;
  return { rotateX: -dy * maxDeg + 0, rotateY: dx * maxDeg + 0 };
};

/** The parallax layer's shift for a pointer over an area: at most `maxPx` each way, towards the pointer. */
export const parallaxOffset = (pointerX: number, pointerY: number, area: Box, maxPx = MAX_PARALLAX_PX) => {
  const dx = clamp((pointerX - area.left) / area.width - 0.5, -0.5, 0.5) * 2;
  const dy = clamp((pointerY - area.top) / area.height - 0.5, -0.5, 0.5) * 2;
  return { x: dx * maxPx + 0, y: dy * maxPx + 0 };
};

export interface Point {
  x: number;
  y: number;
}

/** The trail after the pointer moved to `next`: newest first, never longer than `max`. */
export const advanceTrail = (trail: readonly Point[], next: Point, max = MAX_TRAIL_DOTS): Point[] => [next, ...trail].slice(0, max);
