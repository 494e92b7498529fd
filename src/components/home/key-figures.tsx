import * as React from "react";
import { Heading } from "@chakra-ui/react";
import { StatBand } from "../shared/stat-band";

/** The firm's results in four figures; 120, 68 and 32 count up once, when first seen. */
export const KeyFigures = ({ stats }: { stats: readonly Queries.StatItemFragment[] }) => (
  <StatBand
    id="numeri"
    label="I nostri numeri"
    stats={stats}
    heading={
      <Heading as="h2" srOnly>
        I nostri numeri
      </Heading>
    }
  />
);
