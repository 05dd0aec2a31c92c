// What the listing wizard and the administration pages need beyond 002:
// - listings and apartments that still carry past reservations cannot be deleted (reservations reference apartments
//   with `on delete restrict`, and the history must stay readable), so they are archived instead;
// - per-apartment settings of the wizard's locks / synchronization / calendar-sync steps, the lock password kept
//   apart from them so that no serializer can send it back, and an unguessable token for the iCal export;
// - message templates (three samples seeded for every account, whatever code creates it) and invoice settings.
export const sql = `
alter table accommodations drop constraint accommodations_status_check;
alter table accommodations add constraint accommodations_status_check check (status in ('draft', 'active', 'archived'));
alter table accommodations add column archived_at timestamptz;

alter table apartments add column settings jsonb not null default '{}';
alter table apartments add column lock_password text;
alter table apartments add column ical_token uuid not null default gen_random_uuid();
alter table apartments add column archived_at timestamptz;
create unique index apartments_ical_token_idx on apartments (ical_token);

create table message_templates (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  language text not null default 'pol' check (language in ('pol', 'eng', 'rus', 'esp')),
  channel text not null default 'email' check (channel in ('email', 'sms')),
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index message_templates_account_idx on message_templates (account_id, created_at);

create function seed_message_templates(target uuid) returns void language plpgsql as $$
begin
  insert into message_templates (account_id, name, language, channel, subject, body, created_at) values
    (target, 'Nowa rezerwacja', 'pol', 'email', 'Potwierdzenie rezerwacji: {{apartmentName}}',
     E'Dzień dobry {{guestName}},\\n\\ndziękujemy za rezerwację apartamentu {{apartmentName}} w terminie {{from}} – {{to}}.\\nZameldowanie od {{checkInFrom}}, wymeldowanie do {{checkOutTo}}.\\n\\nDo zobaczenia!',
     now() - interval '2 seconds'),
    (target, 'Nowa rezerwacja SMS', 'pol', 'sms', '',
     'Dziękujemy za rezerwację {{apartmentName}} ({{from}} – {{to}}). Do zobaczenia!',
     now() - interval '1 second'),
    (target, 'Anulowanie rezerwacji', 'pol', 'email', 'Anulowanie rezerwacji: {{apartmentName}}',
     E'Dzień dobry {{guestName}},\\n\\nTwoja rezerwacja apartamentu {{apartmentName}} w terminie {{from}} – {{to}} została anulowana.\\n\\nPozdrawiamy',
     now());
end;
$$;

create function accounts_seed_message_templates() returns trigger language plpgsql as $$
begin
  perform seed_message_templates(new.id);
  return new;
end;
$$;

create trigger accounts_seed_message_templates after insert on accounts
  for each row execute function accounts_seed_message_templates();

select seed_message_templates(id) from accounts;

create table invoice_settings (
  account_id uuid primary key references accounts(id) on delete cascade,
  currency text not null default 'PLN' check (currency in ('PLN', 'EUR', 'USD')),
  vat_rate int not null default 8 check (vat_rate in (23, 8, 5, 0)),
  payment_term_days int not null default 14 check (payment_term_days in (30, 14, 7)),
  place_of_issue text not null default '',
  service_name text not null default 'Usługa noclegowa',
  seller_name text not null default '',
  seller_street text not null default '',
  seller_zip_code text not null default '',
  seller_city text not null default '',
  seller_nip text not null default '',
  numbering_pattern text not null default 'FV/{NR}/{MM}/{RRRR}',
  updated_at timestamptz not null default now()
);
`;
