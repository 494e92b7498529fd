import * as React from "react";
import { Box, Container, Flex, Heading, Text, useRecipe } from "@chakra-ui/react";
import { useMotionAllowed } from "../../hooks/use-motion-allowed";
import { useCountUpTrigger } from "../../hooks/use-count-up-trigger";
import { CaseCard } from "./case-card";
import { PINNED_MEDIA, SCROLL_PER_CASE } from "./cases-copy";
import { useDictionary } from "../../i18n/locale-context";
import { hydratedOnItsOwn } from "../../start-up";

interface ScrollerSlotProps {
  trackRef: React.RefObject<HTMLDivElement>;
  onActivate: (index: number) => void;
  /** The scroller's code could not be fetched: the showcase falls back to its plain sequence. */
  onUnavailable: () => void;
}

/** Stands in for the scroller when its chunk fails (a dropped connection, a deploy): says so once, renders nothing. */
const ScrollerUnavailable = ({ onUnavailable }: ScrollerSlotProps) => {
  React.useEffect(onUnavailable, [onUnavailable]);
  return null;
};

// GSAP and ScrollTrigger come with this chunk, fetched only where the showcase is pinned. A failed
// fetch must not reach React: with no boundary to catch it, it would take the whole page down.
const CaseShowcaseScroller = React.lazy(() =>
  import("./case-showcase-scroller").catch((error: unknown) => {
    // eslint-disable-next-line altura/ui-strings -- a note for developers in the console, not shown to the visitor
    console.warn("Vetrina dei casi: animazione non disponibile, mostrata come elenco", error);
    return { default: ScrollerUnavailable };
  }),
);

const ShowcaseCase = ({
  item,
  index,
  total,
  pinned,
  active,
}: {
  item: Queries.CaseStudyItemFragment;
  index: number;
  total: number;
  pinned: boolean;
  active: number;
}) => {
  // Pinned: the figure counts up when its case is first shown. Otherwise: when it scrolls into view.
  const { ref, phase } = useCountUpTrigger<HTMLDivElement>(`case:${item.jsonId}`, { startWhen: pinned ? active === index : undefined });
  return <CaseCard ref={ref} item={item} index={index} total={total} phase={phase} />;
};

/**
 * 'Risultati concreti'. The layout is decided by CSS alone, so the server's HTML is
 * final and nothing moves when scripts arrive: on large screens, for visitors who
 * welcome motion, a tall track holds a sticky full-screen stage (the section pins for
 * 250% of the viewport's height per case) with the cases stacked; everywhere else
 * the cases are a plain sequence. The scroll-driven cross-fade (GSAP, scrub 4) is
 * loaded only where the pinned layout applies.
 */
export const CaseShowcase = hydratedOnItsOwn("CaseShowcase", ({ cases }: { cases: readonly Queries.CaseStudyItemFragment[] }) => {
  const pinned = useMotionAllowed({ minWidth: PINNED_MIN_WIDTH });
  const trackRef = React.useRef<HTMLDivElement>(null);
  const [active, setActive] = React.useState(-1);
  const [scrollerUnavailable, setScrollerUnavailable] = React.useState(false);
  const markUnavailable = React.useCallback(() => setScrollerUnavailable(true), []);
  const section = useRecipe({ key: "section" });
  const eyebrow = useRecipe({ key: "eyebrow" });
  const { cases: words } = useDictionary().home;
  const pinnedCss = {
    [`@media ${PINNED_MEDIA}`]: {
      paddingBlock: 0,
      "& [data-case-track]": { height: `calc(100vh * ${1 + SCROLL_PER_CASE * cases.length})` },
      "& [data-case-stage]": {
        position: "sticky",
        top: 0,
        height: "100vh",
        display: "flex",
        flexDirection: "column",
        paddingTop: "24",
        paddingBottom: "12",
        overflow: "hidden",
      },
      "& [data-case-list]": { display: "grid", flex: 1, alignItems: "center", gap: 0, paddingRight: "20", marginTop: "6" },
      "& [data-case]": { gridArea: "1 / 1" },
      // Until the scroller takes over, the first case is the one on stage.
      "& [data-case]:not(:first-of-type)": { opacity: 0, visibility: "hidden" },
      // eslint-disable-next-line altura/design-tokens -- the case image's width on the pinned stage alone, between sizes.sm (24rem) and md (28rem)
      "& [data-case-image]": { order: 0, maxWidth: "26rem" },
      "& [data-case-progress]": { display: "flex" },
    },
  };

  return (
    <Box as="section" id="casi" aria-labelledby="casi-titolo" css={[section({ tone: "light" }), scrollerUnavailable ? {} : pinnedCss]} data-case-showcase="">
      <Box ref={trackRef} data-case-track="">
        <Container maxW="7xl" position="relative" data-case-stage="">
          <Box maxW="3xl">
            <Text as="p" css={eyebrow({ tone: "light" })}>
              {words.eyebrow}
            </Text>
            <Heading as="h2" id="casi-titolo" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" mt="3" fontWeight="800">
              {words.title}
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} mt="5" color="text.muted">
              {words.lead}
            </Text>
          </Box>
          <Flex direction="column" gap="16" mt={{ base: "10", md: "14" }} data-case-list="">
            {cases.map((item, index) => (
              <ShowcaseCase key={item.jsonId} item={item} index={index} total={cases.length} pinned={pinned} active={active} />
            ))}
          </Flex>
          <Flex
            data-case-progress=""
            display="none"
            position="absolute"
            right="6"
            top="50%"
            transform="translateY(-50%)"
            direction="column"
            align="center"
            gap="3"
          >
            <Text id="casi-progresso" fontSize="xs" fontWeight="700" letterSpacing="0.1em" textTransform="uppercase" color="text.muted">
              {words.scroll}
            </Text>
            <Box
              role="progressbar"
              aria-labelledby="casi-progresso"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={0}
              w="1"
              h="40"
              bg="gray.200"
              borderRadius="full"
              overflow="hidden"
              data-case-progressbar=""
            >
              <Box w="full" h="full" bg="brand.solid" transformOrigin="top" transform="scaleY(0)" data-case-progress-fill="" />
            </Box>
          </Flex>
          <Text
            data-case-progress=""
            display="none"
            position="absolute"
            bottom="4"
            left="50%"
            transform="translateX(-50%)"
            fontSize="sm"
            color="text.muted"
            fontWeight="600"
          >
            {words.scrollToExplore}
          </Text>
        </Container>
      </Box>
      {pinned && (
        <React.Suspense fallback={null}>
          <CaseShowcaseScroller trackRef={trackRef} onActivate={setActive} onUnavailable={markUnavailable} />
        </React.Suspense>
      )}
    </Box>
  );
});

/** Same breakpoint as PINNED_MEDIA, for the script side. */
const PINNED_MIN_WIDTH = "62em";
