import * as React from "react";
import { SimpleGrid } from "@chakra-ui/react";
import { Section } from "../shared/section";
import { ServiceCard } from "./service-card";

/** The three service cards; 'Scopri di più' opens the services page on that service. */
export const ServicesOverview = ({ services }: { services: readonly Queries.ServiceCardFragment[] }) => (
  <Section
    id="servizi"
    eyebrow="Servizi"
    title="Tre modi per far crescere la tua azienda"
    lead="Strategia, competenze e momenti che uniscono le persone: scegli da dove partire, al resto pensiamo insieme."
  >
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {services.map((service, index) => (
        <ServiceCard key={service.jsonId} service={service} index={index} />
      ))}
    </SimpleGrid>
  </Section>
);
