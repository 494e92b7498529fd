import * as React from "react";
import { Box, Text } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";

/** An article's keywords as small chips after its text. */
export const ArticleTags = ({ tags }: { tags: readonly string[] }) => {
  const { insights: words } = useDictionary();
  return (
    <Box>
      <Text as="h2" fontSize="sm" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
        {words.article.tags}
      </Text>
      <Box as="ul" listStyleType="none" m="0" mt="3" p="0" display="flex" flexWrap="wrap" gap="2">
        {tags.map((tag) => (
          <Box as="li" key={tag} fontSize="sm" fontWeight="600" bg="brand.subtle" color="brand.fg" px="3" py="1" borderRadius="full">
            {tag}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
