/**
 * @jest-environment jsdom
 */
import { followPointer } from "../../../src/lib/motion/follow-pointer";

const pointer = (type: string, pointerType: string, clientX = 0) => {
  const event = new MouseEvent(type, { clientX }) as unknown as PointerEvent;
  Object.defineProperty(event, "pointerType", { value: pointerType });
  return event;
};

describe("followPointer", () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  const runFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it("gives the latest mouse position once a frame, and ignores touch", () => {
    const element = document.createElement("div");
    const move = jest.fn();
    followPointer(element, { move, leave: jest.fn() });
    element.dispatchEvent(pointer("pointermove", "mouse", 1));
    element.dispatchEvent(pointer("pointermove", "pen", 2));
    element.dispatchEvent(pointer("pointermove", "touch", 3));
    expect(frames).toHaveLength(1);
    runFrame();
    expect(move).toHaveBeenCalledTimes(1);
    expect(move.mock.calls[0][0].clientX).toBe(2);
  });

  it("drops a pending frame when the pointer leaves, and stops following when asked", () => {
    const element = document.createElement("div");
    const move = jest.fn();
    const leave = jest.fn();
    const stop = followPointer(element, { move, leave });
    element.dispatchEvent(pointer("pointermove", "mouse"));
    element.dispatchEvent(pointer("pointerleave", "mouse"));
    runFrame();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(move).not.toHaveBeenCalled();
    stop();
    element.dispatchEvent(pointer("pointermove", "mouse"));
    expect(frames).toHaveLength(0);
  });
});
