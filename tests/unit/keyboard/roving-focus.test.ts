import { focusTargetForKey } from "../../../src/lib/keyboard/roving-focus";

describe("focusTargetForKey", () => {
  it("moves down and up a vertical list, wrapping at the ends", () => {
    expect(focusTargetForKey("ArrowDown", 0, 6, "vertical")).toBe(1);
    expect(focusTargetForKey("ArrowDown", 5, 6, "vertical")).toBe(0);
    expect(focusTargetForKey("ArrowUp", 0, 6, "vertical")).toBe(5);
  });

  it("jumps to the ends with Home and End", () => {
    expect(focusTargetForKey("Home", 4, 6, "vertical")).toBe(0);
    expect(focusTargetForKey("End", 1, 6, "horizontal")).toBe(5);
  });

  it("leaves the other keys alone, including the other direction's arrows", () => {
    expect(focusTargetForKey("ArrowRight", 0, 6, "vertical")).toBeNull();
    expect(focusTargetForKey("ArrowDown", 0, 6, "horizontal")).toBeNull();
    expect(focusTargetForKey("Enter", 0, 6, "vertical")).toBeNull();
    expect(focusTargetForKey("Home", 0, 0, "vertical")).toBeNull();
  });
});
