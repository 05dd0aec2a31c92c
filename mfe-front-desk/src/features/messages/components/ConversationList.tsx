import { useState, type FormEvent } from 'react';
import { Box, Button, EmptyState, ErrorPanel, Flex, HStack, Input, Spinner, Stack, Text, chakra, formatDateTime, type ConversationDto } from '@gospodarz/shared';

export interface ConversationListProps {
  conversations: ConversationDto[];
  activeId: string | null;
  loading: boolean;
  error: string | null;
  search: string;
  onSearch: (search: string) => void;
  onOpen: (id: string) => void;
}

/** The left column: a guest search and the conversations, the latest first, each with an unread dot. */
export function ConversationList({ conversations, activeId, loading, error, search, onSearch, onOpen }: ConversationListProps) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack gap="3">
      <chakra.form onSubmit={submit} role="search" aria-label="Szukaj gościa">
        <HStack gap="2">
          <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Szukaj gościa" aria-label="Szukaj gościa" size="sm" />
          <Button type="submit" size="sm" variant="outline">
            Szukaj
          </Button>
        </HStack>
      </chakra.form>
      {error ? <ErrorPanel message={error} onRetry={() => onSearch(search)} /> : null}
      {loading && conversations.length === 0 ? <Spinner aria-label="Ładowanie rozmów" /> : null}
      {!loading && !error && conversations.length === 0 ? <EmptyState title={search ? 'Nie znaleziono rozmów z tym gościem.' : 'Brak rozmów.'} /> : null}
      <chakra.ul listStyleType="none" m="0" p="0" aria-label="Rozmowy">
        {conversations.map((c) => {
          const unread = !c.attributes.read;
          return (
            <chakra.li key={c.id}>
              <chakra.button
                type="button"
                onClick={() => onOpen(c.id)}
                aria-current={c.id === activeId ? 'true' : undefined}
                w="full"
                textAlign="left"
                px="3"
                py="2.5"
                borderBottomWidth="1px"
                bg={c.id === activeId ? 'teal.subtle' : undefined}
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid' }}
              >
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight={unread ? 'bold' : 'medium'} truncate>
                    {c.attributes.recipient || 'Gość bez nazwiska'}
                  </Text>
                  <HStack gap="2" flexShrink={0}>
                    <Text textStyle="xs" color="fg.muted">
                      {c.attributes.date ? formatDateTime(c.attributes.date) : ''}
                    </Text>
                    {unread ? (
                      <Box boxSize="2.5" rounded="full" bg="red.solid" role="img" aria-label={`Nieprzeczytane: ${c.attributes.unreadCount}`} data-testid="unread-dot" />
                    ) : null}
                  </HStack>
                </Flex>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {c.attributes.apartment.name}
                </Text>
                <Text textStyle="sm" truncate color={unread ? 'fg' : 'fg.muted'}>
                  {c.attributes.content}
                </Text>
              </chakra.button>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Stack>
  );
}
