import { useEffect, useState } from 'react';
import { Box, Card, HStack, Heading, Stack, Text, formatDate } from '@gospodarz/shared';
import { bankApi, type TransferDetails } from '../api';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The reservation page's 'Dane do przelewu': what the guest pays now by transfer, with the ZBP and EPC QR codes. */
export function TransferDetailsCard({ reservationId, version }: { reservationId: string; version?: unknown }) {
  const [details, setDetails] = useState<TransferDetails | null>(null);
  useEffect(() => {
    let live = true;
    void bankApi.transferDetails(reservationId).then((r) => {
      if (live) setDetails(r.ok ? r.data.attributes : null);
    });
    return () => {
      live = false;
    };
  }, [reservationId, version]);
  if (!details || details.kind === 'none') return null;
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md" mb="3">
          Dane do przelewu
        </Heading>
        {!details.bankAccount ? (
          <Text>Uzupełnij numer konta w Administracja › Ustawienia faktur, aby pokazać dane do przelewu.</Text>
        ) : (
          <Stack gap="1">
            <Text>
              {details.kind === 'prepayment' ? 'Przedpłata' : 'Do zapłaty'}: <strong>{details.amountText}</strong>
              {details.dueOn ? ` do ${formatDate(details.dueOn)}` : ''}
            </Text>
            <Text>Odbiorca: {details.recipient}</Text>
            <Text>Numer konta: {grouped(details.bankAccount)}</Text>
            <Text>Tytuł przelewu: {details.title}</Text>
            <HStack gap="6" mt="3" flexWrap="wrap">
              {details.zbp && (
                <Box textAlign="center">
                  <img src={svgUrl(details.zbp.svg)} width={160} height={160} alt={`Kod QR przelewu (polskie aplikacje bankowe): ${details.amountText}, tytuł ${details.title}`} />
                  <Text fontSize="sm">Kod QR dla aplikacji bankowych</Text>
                </Box>
              )}
              {details.epc && (
                <Box textAlign="center">
                  <img src={svgUrl(details.epc.svg)} width={160} height={160} alt="Kod QR SEPA (EPC) dla płacących z zagranicy" />
                  <Text fontSize="sm">SEPA QR (z zagranicy)</Text>
                </Box>
              )}
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
