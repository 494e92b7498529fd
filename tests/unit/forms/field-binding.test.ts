/**
 * @jest-environment jsdom
 */
import { clearForm, fieldBinding, readValues } from "../../../src/components/forms/field-binding";

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

const EMPTY = { name: "", email: "", teamSize: "", goals: "", consent: false };

test("the fields are read by name; a boolean field is the checkbox; a field the form lacks keeps its empty value", () => {
  expect(readValues(form(), { ...EMPTY, missing: "" })).toEqual({
    name: "Anna Verdi",
    email: "anna@example.it",
    teamSize: "6-15",
    goals: "AI generativa",
    consent: true,
    missing: "",
  });
});

test("what the visitor typed is read, not what the page first wrote", () => {
  const element = form();
  (element.elements.namedItem("goals") as HTMLTextAreaElement).value = "Leadership";
  expect(readValues(element, EMPTY).goals).toBe("Leadership");
});

test("without a form: the empty values", () => {
  expect(readValues(null, { email: "", consent: false })).toEqual({ email: "", consent: false });
});

test("after a send every field is empty and the consent unticked, a prefilled text included", () => {
  document.body.innerHTML = `
    <form>
      <input name="name"><input name="email" type="email">
      <select name="teamSize"><option value="">Quante?</option><option value="6-15">Da 6 a 15</option></select>
      <textarea name="goals">Vorrei informazioni sul corso «Leadership».</textarea>
      <input type="checkbox" name="consent">
    </form>`;
  const element = document.querySelector("form")!;
  (element.elements.namedItem("name") as HTMLInputElement).value = "Anna Verdi";
  (element.elements.namedItem("teamSize") as HTMLSelectElement).value = "6-15";
  (element.elements.namedItem("consent") as HTMLInputElement).checked = true;
  clearForm(element, EMPTY);
  expect(readValues(element, EMPTY)).toEqual(EMPTY);
});

test("the binding gives each field its initial text, or none", () => {
  const binding = fieldBinding({ message: "Vorrei informazioni sul corso «Leadership»." });
  expect(binding.text("message")).toEqual({ name: "message", defaultValue: "Vorrei informazioni sul corso «Leadership»." });
  expect(binding.text("name")).toEqual({ name: "name", defaultValue: "" });
});
