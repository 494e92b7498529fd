import * as React from "react";
import { Box, Flex, IconButton, Text } from "@chakra-ui/react";
import { Pause, Play } from "lucide-react";
import { useMotionAllowed } from "../../hooks/use-motion-allowed";
import { useDictionary } from "../../i18n/locale-context";

/** How long each word stays before the next one takes its place. */
const WORD_MS = 2400;

interface RotatingKeywordsProps {
  /** The words' lead-in, e.g. "Formazione pratica su". */
  prefix: string;
  words: readonly string[];
}

/**
 * A line under the hero whose last word takes turns ("Formazione pratica su AI
 * generativa… automazione… strategia digitale…").
 *
 * - No layout shift: every word is in the slot at once, stacked in one grid cell, so the
 *   slot is as wide as the longest and only opacity changes.
 * - Screen readers hear the whole list once (the changing slot is hidden from them).
 * - The server, the first render and visitors who prefer reduced motion get the first
 *   word, still. Otherwise the words turn, with a button to pause them (WCAG 2.2.2);
 *   the button is always in the layout, invisible while there is nothing to pause.
 */
export const RotatingKeywords = ({ prefix, words }: RotatingKeywordsProps) => {
  const { academyPage: dictionary } = useDictionary();
  const motion = useMotionAllowed();
  const [index, setIndex] = React.useState(0);
  const [paused, setPaused] = React.useState(false);
  const turning = motion && !paused && words.length > 1;

  React.useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % words.length), WORD_MS);
    return () => window.clearInterval(timer);
  }, [turning, words.length]);

  // If the visitor turns reduced motion on while the page is open, go back to the still first word.
  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a rare reset on a change of the media query; deriving it in render would resume mid-rotation
    if (!motion) setIndex(0);
  }, [motion]);

  return (
    <Flex w="full" align="center" columnGap="3" rowGap="2" wrap="wrap" mb="2" fontSize={{ base: "lg", md: "2xl" }} fontWeight="700" color="white">
      <Text as="p">
        {prefix}
        <Box as="span" srOnly>
          {" "}
          {words.join(", ")}
        </Box>
      </Text>
      {/* The turning word and its pause button stay together when the line wraps. */}
      <Flex align="center" gap="2">
        <Box
          as="span"
          aria-hidden="true"
          data-keywords=""
          display="inline-grid"
          px="4"
          py="1"
          borderRadius="full"
          bg="whiteAlpha.100"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
          color="accent.onDark"
          textAlign="center"
        >
          {words.map((word, i) => (
            <Box
              as="span"
              key={word}
              gridArea="1 / 1"
              whiteSpace="nowrap"
              opacity={i === index ? 1 : 0}
              transform={i === index ? "translateY(0)" : "translateY(0.35em)"}
              transition="opacity 0.45s ease, transform 0.45s ease"
              data-active={i === index ? "" : undefined}
            >
              {word}
            </Box>
          ))}
        </Box>
        <IconButton
          aria-label={paused ? dictionary.resumeKeywords : dictionary.pauseKeywords}
          size="sm"
          variant="ghost"
          borderRadius="full"
          color="text.onDarkMuted"
          _hover={{ bg: "whiteAlpha.200", color: "white" }}
          visibility={motion && words.length > 1 ? "visible" : "hidden"}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </IconButton>
      </Flex>
    </Flex>
  );
};
