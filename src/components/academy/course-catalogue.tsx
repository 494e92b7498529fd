import * as React from "react";
import { Box, Button, Field, Flex, Heading, HStack, NativeSelect, SimpleGrid, Text } from "@chakra-ui/react";
import { RotateCcw, SearchX } from "lucide-react";
import { useAddressQuery, useAddressSearch, writeAddressQuery } from "../../start-up";
import { ALL } from "../../lib/catalogue/query-state";
import {
  DEFAULT_COURSE_FILTERS,
  courseFiltersToSearch,
  filterCourses,
  isDefaultCourseFilters,
  parseCourseFilters,
  type CourseFilterOptions,
  type CourseFilters,
} from "../../lib/catalogue/course-filters";
import { courseLabels } from "../../lib/catalogue/labels";
import { CourseCard } from "../catalogue/course-card";
import { FilterTabs } from "../catalogue/filter-tabs";
import { ResultsCount } from "../catalogue/results-count";
import { ActionButton } from "../ui/action-button";
import { ActionLink } from "../ui/action-link";
import { useDictionary } from "../../i18n/locale-context";

interface Choice {
  jsonId: string;
  label: string;
}

interface CourseCatalogueProps {
  courses: readonly Queries.CourseCardFragment[];
  categories: readonly Choice[];
  levels: readonly Choice[];
  modes: readonly Choice[];
  /** Gatsby's location: a link to this page with other filters applies them. */
  location: { search: string; key?: string };
}

const FilterSelect = React.memo(function FilterSelect({
  label,
  value,
  allLabel,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root w={{ base: "full", sm: "56" }}>
      <Field.Label fontWeight="700" fontSize="sm" color="text">
        {label}
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="white" color="text" borderColor="gray.300">
          <option value={ALL}>{allLabel}</option>
          {choices.map((choice) => (
            <option key={choice.jsonId} value={choice.jsonId}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator color="text.muted" />
      </NativeSelect.Root>
    </Field.Root>
  );
});

// Read from the address, not from a render: a tab focused right after a reset must not bring old filters back.
const applyCourseFilters = (options: CourseFilterOptions, change: Partial<CourseFilters>): void => {
  const current = parseCourseFilters(window.location.search, options);
  writeAddressQuery(courseFiltersToSearch(window.location.search, { ...current, ...change }), "replace");
};
// The reset buttons disappear or are disabled once used: the focus goes to the 'Tutti i corsi' tab.
const resetCourseFilters = (): void => {
  writeAddressQuery(courseFiltersToSearch(window.location.search, DEFAULT_COURSE_FILTERS), "replace");
  document.getElementById(`corsi-scheda-${ALL}`)?.focus();
};

/**
 * The level and mode selects, the reset and the number of results: a part that reads the filters from
 * the address itself, so it hydrates on its own (FilterTabs' toolbar) and a tab pressed first does not wait for it.
 */
const CourseFiltersToolbar = ({
  courses,
  levels,
  modes,
  options,
}: Pick<CourseCatalogueProps, "courses" | "levels" | "modes"> & { options: CourseFilterOptions }) => {
  const { catalogue: words, facts } = useDictionary();
  const filters = parseCourseFilters(useAddressSearch(), options);
  const count = filterCourses(courses, filters).length;
  const chooseLevel = React.useCallback((level: string) => applyCourseFilters(options, { level }), [options]);
  const chooseMode = React.useCallback((mode: string) => applyCourseFilters(options, { mode }), [options]);
  return (
    <Flex mt="6" gap={{ base: "4", md: "5" }} align={{ base: "stretch", sm: "flex-end" }} direction={{ base: "column", sm: "row" }} wrap="wrap">
      <FilterSelect label={facts.level} value={filters.level} allLabel={words.allLevels} choices={levels} onChange={chooseLevel} />
      <FilterSelect label={facts.mode} value={filters.mode} allLabel={words.allModes} choices={modes} onChange={chooseMode} />
      <Button
        variant="outline"
        size="lg"
        borderRadius="full"
        colorPalette="gray"
        color="brand.fg"
        borderColor="gray.300"
        bg="white"
        onClick={resetCourseFilters}
        disabled={isDefaultCourseFilters(filters)}
      >
        <RotateCcw aria-hidden="true" />
        {words.resetFilters}
      </Button>
      {/* At the end of the row once the row holds everything (lg); below the filters, under their left edge, before that. */}
      <ResultsCount w={{ sm: "full", lg: "auto" }} ms={{ lg: "auto" }} alignSelf={{ lg: "center" }} fontSize="lg" pt={{ lg: "6" }} data-results-count="">
        {words.courseCount(count)}
      </ResultsCount>
    </Flex>
  );
};

/**
 * The catalogue: category tabs, level and mode selects (each 'all' to begin with,
 * combined with AND), a reset, the number of results for screen readers, and a
 * helpful message when nothing matches. The filters live in the address
 * (`?categoria=&livello=&modalita=`, replaced in place: filtering is not a new page),
 * so a filtered catalogue can be shared and survives a reload. The server renders the
 * whole catalogue; the address is applied after hydration.
 */
export const CourseCatalogue = ({ courses, categories, levels, modes, location }: CourseCatalogueProps) => {
  const { catalogue: words, shared } = useDictionary();
  const search = useAddressQuery(location);
  const options = React.useMemo(
    () => ({ categories: categories.map((c) => c.jsonId), levels: levels.map((l) => l.jsonId), modes: modes.map((m) => m.jsonId) }),
    [categories, levels, modes],
  );
  const labels = React.useMemo(() => courseLabels({ categories, levels, modes }), [categories, levels, modes]);
  const filters = parseCourseFilters(search, options);
  const visible = filterCourses(courses, filters);
  const shown = new Set(visible.map((course) => course.jsonId));
  const toolbar = React.useMemo(
    () => <CourseFiltersToolbar courses={courses} levels={levels} modes={modes} options={options} />,
    [courses, levels, modes, options],
  );

  return (
    <FilterTabs
      label={words.courseCategories}
      idPrefix="corsi"
      value={filters.category}
      options={[{ value: ALL, label: words.allCourses }, ...categories.map((c) => ({ value: c.jsonId, label: c.label }))]}
      onChange={(category) => applyCourseFilters(options, { category })}
      toolbar={toolbar}
    >
      {/* Every card stays in the page and a filter only hides the others: no card is rendered again. */}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" hidden={visible.length === 0}>
        {courses.map((course) => (
          <CourseCard key={course.jsonId} course={course} labels={labels} hidden={!shown.has(course.jsonId)} />
        ))}
      </SimpleGrid>
      {visible.length === 0 && (
        <Flex
          direction="column"
          align="center"
          textAlign="center"
          gap="4"
          py={{ base: "12", md: "16" }}
          px="6"
          bg="white"
          borderRadius="2xl"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="gray.300"
        >
          <Box color="brand.fg">
            <SearchX size={40} aria-hidden="true" focusable="false" />
          </Box>
          <Heading as="h3" fontSize="2xl" fontWeight="800">
            {words.noCourses}
          </Heading>
          <Text color="text.muted" maxW="xl">
            {words.noCoursesHint}
          </Text>
          <HStack gap="3" wrap="wrap" justify="center" mt="2">
            <ActionButton variant="cta" size="lg" onClick={resetCourseFilters}>
              <RotateCcw aria-hidden="true" />
              {words.showAllCourses}
            </ActionButton>
            <ActionLink variant="outline" size="lg" borderRadius="full" colorPalette="gray" color="brand.fg" borderColor="gray.300" cta="academy-catalogue">
              <a href="#personalizzati">{shared.customPathRequest}</a>
            </ActionLink>
          </HStack>
        </Flex>
      )}
    </FilterTabs>
  );
};
