/**
 * The labels of the catalogues' choices (course categories, levels, modes; event types):
 * the content stores ids, the pages show the editors' labels.
 */

export interface LabelledChoice {
  readonly jsonId: string;
  readonly label: string;
}

/** id → label, for the cards and filters that look up many ids. */
export const labelMap = (choices: readonly LabelledChoice[]): ReadonlyMap<string, string> => new Map(choices.map((choice) => [choice.jsonId, choice.label]));

/** The label of one id; undefined when the id is not a choice, so structured data leaves the field out. */
export const labelOf = (choices: readonly LabelledChoice[], id: string): string | undefined => choices.find((choice) => choice.jsonId === id)?.label;

/** The three lists every course card reads its labels from. */
export interface CourseLabels {
  categories: ReadonlyMap<string, string>;
  levels: ReadonlyMap<string, string>;
  modes: ReadonlyMap<string, string>;
}

export const courseLabels = (lists: {
  categories: readonly LabelledChoice[];
  levels: readonly LabelledChoice[];
  modes: readonly LabelledChoice[];
}): CourseLabels => ({
  categories: labelMap(lists.categories),
  levels: labelMap(lists.levels),
  modes: labelMap(lists.modes),
});
