import { Box, Text } from '@gospodarz/shared';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" px={{ base: 4, md: 8 }} py={4} color="fg.muted" fontSize="sm">
      <Text>© 2019-2020 Gospodarz. Wszelkie prawa zastrzeżone.</Text>
      <Text>Korzystanie z portalu oznacza akceptację regulaminu.</Text>
    </Box>
  );
}
