import {
  DEFAULT_COURSE_FILTERS,
  courseFiltersToSearch,
  filterCourses,
  isDefaultCourseFilters,
  parseCourseFilters,
  type CourseFilters,
} from "../../../src/lib/catalogue/course-filters";
import { dataItems } from "../../support/content";

interface Course {
  id: string;
  category: string;
  level: string;
  mode: string;
}
const courses = dataItems<Course>("courses.json");
const options = {
  categories: dataItems<{ id: string }>("course-categories.json").map((c) => c.id),
  levels: dataItems<{ id: string }>("course-levels.json").map((c) => c.id),
  modes: dataItems<{ id: string }>("course-modes.json").map((c) => c.id),
};

const SAMPLE: Course[] = [
  { id: "a", category: "cybersecurity", level: "base", mode: "online" },
  { id: "b", category: "cybersecurity", level: "avanzato", mode: "blended" },
  { id: "c", category: "soft-skills", level: "base", mode: "presenza" },
  { id: "d", category: "soft-skills", level: "base", mode: "online" },
];
const ids = (list: Course[]) => list.map((c) => c.id);
const f = (partial: Partial<CourseFilters>): CourseFilters => ({ ...DEFAULT_COURSE_FILTERS, ...partial });

describe("filterCourses", () => {
  test("every filter on 'all' keeps every course, in order", () => {
    expect(ids(filterCourses(SAMPLE, DEFAULT_COURSE_FILTERS))).toEqual(["a", "b", "c", "d"]);
    expect(filterCourses(courses, DEFAULT_COURSE_FILTERS)).toHaveLength(15);
  });
  test("each filter alone", () => {
    expect(ids(filterCourses(SAMPLE, f({ category: "soft-skills" })))).toEqual(["c", "d"]);
    expect(ids(filterCourses(SAMPLE, f({ level: "base" })))).toEqual(["a", "c", "d"]);
    expect(ids(filterCourses(SAMPLE, f({ mode: "online" })))).toEqual(["a", "d"]);
  });
  test("filters combine with AND", () => {
    expect(ids(filterCourses(SAMPLE, f({ category: "soft-skills", level: "base", mode: "online" })))).toEqual(["d"]);
    expect(ids(filterCourses(SAMPLE, f({ category: "cybersecurity", mode: "presenza" })))).toEqual([]);
  });
  test("matches the catalogue in data/courses/", () => {
    for (const category of options.categories) {
      for (const level of options.levels) {
        const expected = courses.filter((c) => c.category === category && c.level === level).length;
        expect(filterCourses(courses, f({ category, level }))).toHaveLength(expected);
      }
    }
  });
});

describe("parseCourseFilters", () => {
  test("reads the Italian parameters", () => {
    expect(parseCourseFilters("?categoria=cybersecurity&livello=base&modalita=online", options)).toEqual({
      category: "cybersecurity",
      level: "base",
      mode: "online",
    });
  });
  test("ignores unknown values and parameters", () => {
    expect(parseCourseFilters("?categoria=cucina&livello=base&colore=blu", options)).toEqual(f({ level: "base" }));
    expect(parseCourseFilters("?livello=online", options)).toEqual(DEFAULT_COURSE_FILTERS);
    expect(parseCourseFilters("", options)).toEqual(DEFAULT_COURSE_FILTERS);
  });
  test("a level is not a mode: each parameter only takes its own values", () => {
    expect(parseCourseFilters("?modalita=executive", options)).toEqual(DEFAULT_COURSE_FILTERS);
  });
});

describe("courseFiltersToSearch", () => {
  test("writes only what is filtered, keeping other parameters", () => {
    expect(courseFiltersToSearch("", DEFAULT_COURSE_FILTERS)).toBe("");
    expect(courseFiltersToSearch("", f({ category: "soft-skills", mode: "online" }))).toBe("?categoria=soft-skills&modalita=online");
    expect(courseFiltersToSearch("?utm_source=news&livello=base", f({ category: "cybersecurity" }))).toBe("?utm_source=news&categoria=cybersecurity");
  });
  test("round-trips through parseCourseFilters", () => {
    const filters = f({ category: "certifications", level: "avanzato", mode: "blended" });
    expect(parseCourseFilters(courseFiltersToSearch("", filters), options)).toEqual(filters);
  });
});

test("isDefaultCourseFilters", () => {
  expect(isDefaultCourseFilters(DEFAULT_COURSE_FILTERS)).toBe(true);
  expect(isDefaultCourseFilters(f({ mode: "online" }))).toBe(false);
});
