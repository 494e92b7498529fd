/**
 * Follows a mouse or pen over an element: `move` gets the latest position at most once a frame
 * (effects write transforms, so one write per frame is all the screen can show), `leave` runs when
 * the pointer leaves. Touch is ignored: under a finger these effects would fight the scroll.
 * Returns the function that stops following and drops a frame still pending.
 */
export const followPointer = (element: HTMLElement, { move, leave }: { move: (event: PointerEvent) => void; leave: () => void }): (() => void) => {
  let frame = 0;
  let pending: PointerEvent | null = null;
  const draw = () => {
    frame = 0;
    if (!pending) return;
    const event = pending;
    pending = null;
    move(event);
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
    pending = event;
    if (!frame) frame = window.requestAnimationFrame(draw);
  };
  const onLeave = () => {
    pending = null;
    leave();
  };
  element.addEventListener("pointermove", onMove, { passive: true });
  element.addEventListener("pointerleave", onLeave);
  return () => {
    element.removeEventListener("pointermove", onMove);
    element.removeEventListener("pointerleave", onLeave);
    if (frame) window.cancelAnimationFrame(frame);
  };
};
