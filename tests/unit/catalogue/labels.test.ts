/** The labels the catalogue cards, the course page and their structured data show for the ids in data/. */
import { courseLabels, labelMap, labelOf } from "../../../src/lib/catalogue/labels";
import { dataItems } from "../../support/content";

const levels = [
  { jsonId: "base", label: "Base" },
  { jsonId: "avanzato", label: "Avanzato" },
];

const items = (file: string) => dataItems<{ id: string; label: string }>(file).map(({ id, label }) => ({ jsonId: id, label }));

test("labelOf: the label of an id, undefined for an id that is not a choice", () => {
  expect(labelOf(levels, "avanzato")).toBe("Avanzato");
  expect(labelOf(levels, "esperto")).toBeUndefined();
  expect(labelOf([], "base")).toBeUndefined();
});

test("labelMap: every id to its label, in the editors' order", () => {
  const map = labelMap(levels);
  expect([...map.entries()]).toEqual([
    ["base", "Base"],
    ["avanzato", "Avanzato"],
  ]);
  expect(map.get("esperto")).toBeUndefined();
});

test("labelMap and labelOf agree on every choice in data/", () => {
  for (const file of ["course-categories.json", "course-levels.json", "course-modes.json", "event-types.json"]) {
    const choices = items(file);
    expect(choices.length).toBeGreaterThan(0);
    const map = labelMap(choices);
    for (const { jsonId, label } of choices) {
      expect(labelOf(choices, jsonId)).toBe(label);
      expect(map.get(jsonId)).toBe(label);
    }
  }
});

test("courseLabels: one map per list a course card reads", () => {
  const labels = courseLabels({
    categories: [{ jsonId: "strategia", label: "Strategia" }],
    levels,
    modes: [{ jsonId: "online", label: "Online" }],
  });
  expect(labels.categories.get("strategia")).toBe("Strategia");
  expect(labels.levels.get("base")).toBe("Base");
  expect(labels.modes.get("online")).toBe("Online");
  expect(labels.modes.get("base")).toBeUndefined();
});
