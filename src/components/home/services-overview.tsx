import * as React from "react";
import { SimpleGrid } from "@chakra-ui/react";
import { Section } from "../shared/section";
import { ServiceCard } from "./service-card";
import { useDictionary } from "../../i18n/locale-context";

/** The three service cards; 'Scopri di più' opens the services page on that service. */
export const ServicesOverview = ({ services }: { services: readonly Queries.ServiceCardFragment[] }) => {
  const { home } = useDictionary();
  return (
    <Section id="servizi" eyebrow={home.services.eyebrow} title={home.services.title} lead={home.services.lead}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {services.map((service, index) => (
          <ServiceCard key={service.jsonId} service={service} index={index} />
        ))}
      </SimpleGrid>
    </Section>
  );
};
