import type { ReactNode } from 'react';
import { Alert, Stack } from '@gospodarz/shared';
import type { PriceChoice } from '@gospodarz/shared';

/**
 * A move's price, asked of the host: the guest's price kept or the new one, side by side (a move the host causes,
 * such as a broken boiler, keeps the guest's price). Radio buttons: the arrows and Space choose from the keyboard.
 */
export function PriceChoiceRadios({ kept, repriced, value, onChange }: { kept: ReactNode; repriced: ReactNode; value: PriceChoice; onChange: (choice: PriceChoice) => void }) {
  return (
    <Stack gap="1" role="radiogroup" aria-label="Cena po przeniesieniu">
      <label>
        <input type="radio" name="priceChoice" value="keep" checked={value === 'keep'} onChange={() => onChange('keep')} /> Zachowaj cenę gościa: <strong>{kept}</strong>
      </label>
      <label>
        <input type="radio" name="priceChoice" value="new" checked={value === 'new'} onChange={() => onChange('new')} /> Przyjmij nową cenę: {repriced}
      </label>
    </Stack>
  );
}

/** A stay with an issued invoice: moving or repricing it calls for a correction, said before confirming. */
export function InvoicedNotice({ invoices }: { invoices?: Array<{ number: string }> }) {
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Title>
        Do rezerwacji wystawiono fakturę{invoices?.length ? ` (${invoices.map((i) => i.number).join(', ')})` : ''}: po przeniesieniu wystaw korektę.
      </Alert.Title>
    </Alert.Root>
  );
}
