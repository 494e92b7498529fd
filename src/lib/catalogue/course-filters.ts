/**
 * The Academy catalogue's filters: a category, a level and a mode, each 'all' by
 * default, combined with AND. They live in the address
 * (`?categoria=…&livello=…&modalita=…`) so a filtered catalogue can be shared.
 */
import { ALL, readChoice, withParams } from "./query-state";

export interface CourseFilters {
  category: string;
  level: string;
  mode: string;
}

/** The fields of a course the filters look at. */
export interface FilterableCourse {
  category: string;
  level: string;
  mode: string;
}

/** The values each filter may take, besides 'all' (the ids in data/course-*.json). */
export interface CourseFilterOptions {
  categories: readonly string[];
  levels: readonly string[];
  modes: readonly string[];
}

export const DEFAULT_COURSE_FILTERS: CourseFilters = { category: ALL, level: ALL, mode: ALL };

/** The Italian names of the parameters in the address. */
export const COURSE_FILTER_PARAMS = { category: "categoria", level: "livello", mode: "modalita" } as const;

const matches = (wanted: string, actual: string) => wanted === ALL || wanted === actual;

/** The courses that pass every filter, in their original order. */
export const filterCourses = <T extends FilterableCourse>(courses: readonly T[], filters: CourseFilters): T[] =>
  courses.filter((course) => matches(filters.category, course.category) && matches(filters.level, course.level) && matches(filters.mode, course.mode));

export const isDefaultCourseFilters = (filters: CourseFilters): boolean => filters.category === ALL && filters.level === ALL && filters.mode === ALL;

/** The filters a query string asks for; unknown values count as 'all'. */
export const parseCourseFilters = (search: string, options: CourseFilterOptions): CourseFilters => ({
  category: readChoice(search, COURSE_FILTER_PARAMS.category, [ALL, ...options.categories], ALL),
  level: readChoice(search, COURSE_FILTER_PARAMS.level, [ALL, ...options.levels], ALL),
  mode: readChoice(search, COURSE_FILTER_PARAMS.mode, [ALL, ...options.modes], ALL),
});

/** `search` rewritten for `filters`: a filter on 'all' leaves the address; other parameters stay. */
export const courseFiltersToSearch = (search: string, filters: CourseFilters): string =>
  withParams(search, {
    [COURSE_FILTER_PARAMS.category]: filters.category === ALL ? null : filters.category,
    [COURSE_FILTER_PARAMS.level]: filters.level === ALL ? null : filters.level,
    [COURSE_FILTER_PARAMS.mode]: filters.mode === ALL ? null : filters.mode,
  });
