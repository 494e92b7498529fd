import * as React from "react";
import { Box } from "@chakra-ui/react";
import { countUpValue } from "../../lib/motion/count-up";
import { useFormats } from "../../i18n/locale-context";
import type { CountUpPhase } from "../../hooks/use-count-up-trigger";

interface AnimatedNumberProps {
  value: number;
  phase: CountUpPhase;
}

/**
 * A figure that can count up. The final value is always in the markup twice: once,
 * invisible, to hold the width the figure will have (so counting moves nothing
 * around it), once for screen readers, who never hear the intermediate numbers.
 */
export const AnimatedNumber = ({ value, phase }: AnimatedNumberProps) => {
  const { formatNumber } = useFormats();
  const [shown, setShown] = React.useState(value);

  React.useEffect(() => {
    if (phase.kind !== "running") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- `shown` is the animation's state: a new phase sets it, then requestAnimationFrame does
      setShown(phase.kind === "waiting" ? 0 : value);
      return undefined;
    }
    let frame = 0;
    const tick = (now: number) => {
      const next = countUpValue(value, now - phase.startedAt);
      setShown(next);
      if (next !== value) frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [phase, value]);

  return (
    <Box as="span" position="relative" display="inline-block" fontVariantNumeric="tabular-nums">
      <Box as="span" visibility="hidden" aria-hidden="true">
        {formatNumber(value)}
      </Box>
      <Box as="span" position="absolute" insetY="0" insetX="0" textAlign="start" aria-hidden="true" data-count-up={shown}>
        {formatNumber(shown)}
      </Box>
      <Box as="span" srOnly>
        {formatNumber(value)}
      </Box>
    </Box>
  );
};
