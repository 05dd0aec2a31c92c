import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface EmptyStateProps {
  /** defaults to 'Brak danych' */
  title?: string;
  description?: ReactNode;
  /** e.g. a button that creates the first record */
  action?: ReactNode;
}

export const EMPTY_TEXT = 'Brak danych';

/** What a list shows when it has nothing. */
export function EmptyState({ title = EMPTY_TEXT, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="2" py="10" px="4" textAlign="center" role="status">
      <Text fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      {description ? (
        <Text textStyle="sm" color="fg.muted">
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
