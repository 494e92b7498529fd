import * as React from "react";
import { Box } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { PageHero } from "../shared/page-hero";
import { ActionLink } from "../ui/action-link";
import { HeroPointerEffects } from "./hero-pointer-effects";
import { brochurePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { hydratedOnItsOwn } from "../../start-up";

export const Hero = hydratedOnItsOwn("Hero", ({ intro }: { intro: Queries.PageIntroFragment }) => {
  const { home, shared } = useDictionary();
  const locale = useLocale();
  return (
    <PageHero id="hero" intro={intro} decoration={<HeroPointerEffects />}>
      <ActionLink variant="cta" size="lg" cta="home-hero">
        <a href="#contatti">{shared.talkToConsultant}</a>
      </ActionLink>
      <ActionLink variant="onDark" size="lg">
        <a href={brochurePath(locale)} download>
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
});
