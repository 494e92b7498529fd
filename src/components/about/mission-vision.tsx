import * as React from "react";
import { Box, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Eye, Target } from "lucide-react";

interface Statement {
  title: string;
  text: string;
}

const StatementCard = ({ statement, icon, dark = false }: { statement: Statement; icon: React.ReactNode; dark?: boolean }) => (
  <Box
    p={{ base: "7", md: "9" }}
    borderRadius="2xl"
    bg={dark ? "surface.dark" : "white"}
    color={dark ? "text.onDark" : "text"}
    borderWidth={dark ? "0" : "1px"}
    borderColor="gray.200"
    boxShadow={dark ? "lg" : "xs"}
  >
    <Flex
      align="center"
      justify="center"
      w="12"
      h="12"
      borderRadius="xl"
      bg={dark ? "whiteAlpha.200" : "brand.subtle"}
      color={dark ? "accent.onDark" : "brand.fg"}
    >
      {icon}
    </Flex>
    <Heading as="h3" fontSize="2xl" fontWeight="800" mt="6">
      {statement.title}
    </Heading>
    <Text mt="3" fontSize="lg" lineHeight="1.7" color={dark ? "text.onDarkMuted" : "text.muted"}>
      {statement.text}
    </Text>
  </Box>
);

/** Who we are in a paragraph, then why (mission) and where we are going (vision). */
export const MissionVision = ({ story, mission, vision }: { story: string; mission: Statement; vision: Statement }) => (
  <Grid templateColumns={{ base: "1fr", lg: "1fr 1.2fr" }} gap={{ base: "10", lg: "16" }} alignItems="start">
    <Text fontSize={{ base: "lg", md: "xl" }} lineHeight="1.8" color="text" borderStartWidth="4px" borderColor="accent.solid" ps="6">
      {story}
    </Text>
    <Stack gap="6">
      <StatementCard statement={mission} icon={<Target size={24} aria-hidden="true" />} dark />
      <StatementCard statement={vision} icon={<Eye size={24} aria-hidden="true" />} />
    </Stack>
  </Grid>
);
