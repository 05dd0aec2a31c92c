import type { ReactNode } from 'react';
import { Box, Card, Center, Heading, Stack, Text } from '@gospodarz/shared';

/** The frame of the signed-out screens: a card in the middle of the page with the product's name above. */
export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Center minH="70vh" px="4" py="10">
      <Box w="full" maxW="md">
        <Text textAlign="center" fontWeight="bold" fontSize="2xl" color="brand.700" mb="6">
          Gospodarz
        </Text>
        <Card.Root>
          <Card.Body>
            <Stack gap="5">
              <Stack gap="1">
                <Heading as="h1" size="lg">
                  {title}
                </Heading>
                {description ? <Text color="fg.muted">{description}</Text> : null}
              </Stack>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
