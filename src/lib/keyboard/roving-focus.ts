/**
 * Where the focus goes when a key is pressed in a list of items navigated with the arrows
 * (the WAI-ARIA accordion and tabs patterns): the arrows of the list's direction move and
 * wrap around, Home and End jump to the ends. Other keys keep their usual meaning (`null`).
 */
export type ListDirection = "vertical" | "horizontal";

const STEPS: Record<ListDirection, Record<string, 1 | -1>> = {
  vertical: { ArrowDown: 1, ArrowUp: -1 },
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
};

export const focusTargetForKey = (key: string, current: number, count: number, direction: ListDirection): number | null => {
  if (count === 0) return null;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = STEPS[direction][key];
  if (step === undefined) return null;
  return (current + step + count) % count;
};
