import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, Dialog, Portal, Stack, Text, formatDate, formatMoney } from '@gospodarz/shared';
import { formatIban } from '@gospodarz/shared/dto';
import { deskActions, paymentRequestPreview, selectReservationDesk } from '../deskSlice';

/** 'Wyślij prośbę o płatność': the e-mail as the guest will read it, sent only from here. */
export function PaymentRequestDialog({ reservationId, open, onClose }: { reservationId: string; open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const { paymentRequest } = useSelector(selectReservationDesk);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setError(null);
      dispatch(paymentRequestPreview.actions.load(reservationId));
    }
  }, [open, reservationId, dispatch]);
  const preview = paymentRequest.data?.reservationId === reservationId && !paymentRequest.loading ? paymentRequest.data : null;
  const send = () => {
    setSending(true);
    dispatch(
      deskActions.sendPaymentRequest(reservationId, (errors) => {
        setSending(false);
        if (errors) setError(Object.values(errors).pop() ?? 'Nie udało się wysłać.');
        else onClose();
      }),
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (!e.open && !sending ? onClose() : undefined)} placement="center" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Prośba o płatność</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {paymentRequest.error && !paymentRequest.loading ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{paymentRequest.error}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {preview ? (
                  <>
                    <Text>
                      Do: <strong>{preview.to}</strong>
                    </Text>
                    <Text>
                      Kwota do zapłaty: <strong>{formatMoney(preview.amountDue, preview.currency)}</strong>, termin: <strong>{formatDate(preview.dueDate)}</strong>
                    </Text>
                    {preview.bankAccount ? (
                      <Text>
                        Rachunek: <strong>{formatIban(preview.bankAccount)}</strong>
                      </Text>
                    ) : (
                      <Text color="fg.error">Brak numeru rachunku: uzupełnij go w Administracji › Ustawienia faktur.</Text>
                    )}
                    <Text>
                      Tytuł przelewu: <strong>{preview.transferTitle}</strong>
                    </Text>
                    <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" aria-label="Treść wiadomości">
                      <Text fontWeight="medium" mb="2">
                        {preview.subject}
                      </Text>
                      {preview.text}
                    </Box>
                  </>
                ) : paymentRequest.loading ? (
                  <Text color="fg.muted">Przygotowuję podgląd…</Text>
                ) : null}
                {error ? (
                  <Text role="alert" color="fg.error">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={sending}>
                Anuluj
              </Button>
              <Button onClick={send} loading={sending} disabled={!preview}>
                Wyślij
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
