import * as React from "react";
import { Heading } from "@chakra-ui/react";
import { StatBand } from "../shared/stat-band";
import { useDictionary } from "../../i18n/locale-context";
import { hydratedOnItsOwn } from "../../start-up";

/** The firm's results in four figures; 120, 68 and 32 count up once, when first seen. */
export const KeyFigures = hydratedOnItsOwn("KeyFigures", ({ stats }: { stats: readonly Queries.StatItemFragment[] }) => {
  const { home } = useDictionary();
  return (
    <StatBand
      id="numeri"
      label={home.keyFigures}
      stats={stats}
      heading={
        <Heading as="h2" srOnly>
          {home.keyFigures}
        </Heading>
      }
    />
  );
});
