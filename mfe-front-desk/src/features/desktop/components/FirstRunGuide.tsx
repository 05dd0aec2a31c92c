import { Link as RouterLink } from '@gospodarz/shared/router';
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@gospodarz/shared';
import type { GuideStep } from '../guide';

/** 'Pierwsze kroki': the steps of a new account in order, each done, ready, or waiting for the one before. */
export function FirstRunGuide({ steps }: { steps: GuideStep[] }) {
  return (
    <Card.Root as="section" aria-labelledby="first-run-title" mb="6" maxW="3xl">
      <Card.Header>
        <Heading as="h2" size="md" id="first-run-title">
          Pierwsze kroki
        </Heading>
        <Text color="fg.muted">Kilka kroków i Gospodarz jest gotowy do pracy.</Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {steps.map((step, index) => (
            <StepItem key={step.key} step={step} number={index + 1} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function StepItem({ step, number }: { step: GuideStep; number: number }) {
  const muted = step.done || step.blockedBy !== null;
  return (
    <Box as="li" aria-label={`Krok ${number}: ${step.title}${step.done ? ' (zrobione)' : ''}`} opacity={step.blockedBy && !step.done ? 0.6 : 1}>
      <Flex gap="4" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <Flex gap="2" align="center">
            <Text fontWeight="semibold" textDecoration={step.done ? 'line-through' : undefined} color={muted ? 'fg.muted' : undefined}>
              {number}. {step.title}
            </Text>
            {step.done ? <Badge colorPalette="green">Zrobione</Badge> : null}
          </Flex>
          <Text color="fg.muted" fontSize="sm">
            {step.done ? null : (step.blockedBy ?? step.description)}
          </Text>
        </Box>
        {step.done ? null : step.blockedBy ? (
          <Button disabled variant="outline">
            {step.title}
          </Button>
        ) : (
          <Button asChild>
            <RouterLink to={step.to}>{step.title}</RouterLink>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
