import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface PageHeaderProps {
  title: ReactNode;
  /** a line under the title */
  description?: ReactNode;
  /** buttons on the right, e.g. 'Dodaj' */
  actions?: ReactNode;
}

/** A screen's title (the page's h1) with its actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex as="header" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" mb="6">
      <Stack gap="1" flex="1" minW="0">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
