import * as React from "react";
import { Box } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { PageHero } from "../shared/page-hero";
import { ActionLink } from "../ui/action-link";
import { HeroPointerEffects } from "./hero-pointer-effects";
// Only the file name: the renderer (pdfkit) stays out of the browser bundle.
import { BROCHURE_HREF } from "../../lib/brochure/brochure-file";
import { useDictionary } from "../../i18n/locale-context";

export const Hero = ({ intro }: { intro: Queries.PageIntroFragment }) => {
  const { home, shared } = useDictionary();
  return (
    <PageHero id="hero" intro={intro} decoration={<HeroPointerEffects />}>
      <ActionLink variant="cta" size="lg">
        <a href="#contatti">{shared.talkToConsultant}</a>
      </ActionLink>
      <ActionLink variant="onDark" size="lg">
        <a href={BROCHURE_HREF} download>
          <Download aria-hidden="true" />
          {home.downloadBrochure}
          <Box as="span" srOnly>
            {" "}
            {home.pdf}
          </Box>
        </a>
      </ActionLink>
    </PageHero>
  );
};
