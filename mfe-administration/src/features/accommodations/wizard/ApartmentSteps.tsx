import { FormField, SimpleGrid, Stack, Heading, NumberInput } from '@gospodarz/shared';
import { AMENITY_GROUPS } from '@gospodarz/shared/dto';
import { CheckboxListField, PricedExtraField, amount, integerAtLeast, required } from './fields';

export interface ApartmentStepProps {
  /** the apartment's field prefix, e.g. 'apartmentsAttributes[0]' */
  prefix: string;
  /** 1-based */
  number: number;
  apartmentCount: number;
}

export function ApartmentNameStep({ prefix }: ApartmentStepProps) {
  return <FormField name={`${prefix}.name`} label="Nazwa apartamentu" required validate={required} autoFocus />;
}

const nonNegativeInt = (value: unknown) =>
  value === '' || value === undefined ? 'Pole jest wymagane' : typeof value === 'number' && Number.isInteger(value) && value >= 0 ? undefined : 'Podaj liczbę całkowitą nie mniejszą niż 0';

/** Dane apartamentu: description, area, guests, rooms and beds, kitchen. */
export function DescriptionStep({ prefix }: ApartmentStepProps) {
  return (
    <Stack gap="4">
      <FormField name={`${prefix}.description`} label="Opis apartamentu" type="textarea" rows={5} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <NumberInput name={`${prefix}.area`} label="Powierzchnia (m²)" min={0} validate={amount} />
        <NumberInput integer name={`${prefix}.guestNumber`} label="Liczba gości" min={1} validate={integerAtLeast(1)} />
        <NumberInput integer name={`${prefix}.bedroomCount`} label="Liczba sypialni" min={0} validate={nonNegativeInt} />
        <NumberInput integer name={`${prefix}.singleBedCount`} label="Łóżka pojedyncze" min={0} validate={nonNegativeInt} />
        <NumberInput integer name={`${prefix}.doubleBedCount`} label="Łóżka podwójne" min={0} validate={nonNegativeInt} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField name={`${prefix}.separateKitchen`} label="Oddzielna kuchnia" type="checkbox" />
        <FormField name={`${prefix}.kitchenette`} label="Aneks kuchenny" type="checkbox" />
      </SimpleGrid>
    </Stack>
  );
}

/** Udogodnienia: the four amenity groups, then the paid extras (price fields enabled by their checkbox). */
export function AmenitiesStep({ prefix }: ApartmentStepProps) {
  return (
    <Stack gap="6">
      <CheckboxListField name={`${prefix}.kitchenElemetns`} legend={AMENITY_GROUPS.kitchenElemetns.label} items={AMENITY_GROUPS.kitchenElemetns.items} />
      <FormField name={`${prefix}.otherKitchenElements`} label="Inne wyposażenie kuchni" />
      <CheckboxListField name={`${prefix}.roomElements`} legend={AMENITY_GROUPS.roomElements.label} items={AMENITY_GROUPS.roomElements.items} />
      <FormField name={`${prefix}.otherRoomElements`} label="Inne wyposażenie pokoi" />
      <CheckboxListField name={`${prefix}.bathroomElements`} legend={AMENITY_GROUPS.bathroomElements.label} items={AMENITY_GROUPS.bathroomElements.items} />
      <FormField name={`${prefix}.otherBathroomElements`} label="Inne wyposażenie łazienki" />
      <CheckboxListField name={`${prefix}.securityElements`} legend={AMENITY_GROUPS.securityElements.label} items={AMENITY_GROUPS.securityElements.items} />
      <FormField name={`${prefix}.additionalSafetyElements`} label="Dodatkowe zabezpieczenia" />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Usługi dodatkowe
        </Heading>
        <PricedExtraField name={`${prefix}.breakfast`} label="Śniadanie" priceName={`${prefix}.breakfastPrice`} priceLabel="Cena śniadania (zł za osobę)" />
        <PricedExtraField
          name={`${prefix}.privateParking`}
          label="Parking prywatny"
          priceName={`${prefix}.privateParkingPrice`}
          priceLabel="Cena parkingu prywatnego (zł za dobę)"
        />
        <PricedExtraField
          name={`${prefix}.publicParking`}
          label="Parking publiczny"
          priceName={`${prefix}.publicParkingPrice`}
          priceLabel="Cena parkingu publicznego (zł za dobę)"
        />
        <PricedExtraField
          name={`${prefix}.airportTransfer`}
          label="Transfer z lotniska"
          priceName={`${prefix}.airportTransferPrice`}
          priceLabel="Cena transferu z lotniska (zł za dobę)"
        />
      </Stack>
    </Stack>
  );
}
