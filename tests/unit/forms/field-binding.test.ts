/**
 * @jest-environment jsdom
 */
import { snapshotOf } from "../../../src/components/forms/field-binding";

const form = () => {
  document.body.innerHTML = `
    <form>
      <input name="name" value="Anna Verdi">
      <input name="email" type="email" value="anna@example.it">
      <select name="teamSize"><option value="">Quante?</option><option value="6-15" selected>Da 6 a 15</option></select>
      <textarea name="goals">AI generativa</textarea>
      <input type="checkbox" name="consent" checked>
    </form>`;
  return document.querySelector("form")!;
};

test("the first form's values are read by name; a boolean field is the checkbox", () => {
  const snapshot = snapshotOf(form(), { name: "", email: "", teamSize: "", goals: "", consent: false, missing: "" });
  expect(snapshot.values).toEqual({ name: "Anna Verdi", email: "anna@example.it", teamSize: "6-15", goals: "AI generativa", consent: true, missing: "" });
  expect(snapshot.focus).toBeNull();
});

test("the focused field and its caret are kept, so typing goes on where it was", () => {
  const element = form().elements.namedItem("name") as HTMLInputElement;
  element.focus();
  element.setSelectionRange(4, 4);
  expect(snapshotOf(document.querySelector("form"), { name: "", consent: false }).focus).toEqual({ name: "name", selection: 4 });
});

test("without a form: the empty values", () => {
  expect(snapshotOf(null, { email: "", consent: false })).toEqual({ values: { email: "", consent: false }, focus: null });
});
