import * as React from "react";
import { Box } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { PageHero } from "../shared/page-hero";
import { ActionLink } from "../ui/action-link";
import { HeroPointerEffects } from "./hero-pointer-effects";
// Only the file name: the renderer (pdfkit) stays out of the browser bundle.
import { BROCHURE_HREF } from "../../lib/brochure/brochure-file";

export const Hero = ({ intro }: { intro: Queries.PageIntroFragment }) => (
  <PageHero id="hero" intro={intro} decoration={<HeroPointerEffects />}>
    <ActionLink variant="cta" size="lg">
      <a href="#contatti">Parla con un consulente</a>
    </ActionLink>
    <ActionLink variant="onDark" size="lg">
      <a href={BROCHURE_HREF} download>
        <Download aria-hidden="true" />
        Scarica la brochure
        <Box as="span" srOnly>
          {" "}
          (PDF)
        </Box>
      </a>
    </ActionLink>
  </PageHero>
);
