// Reservations priced by the pricing engine: whether the price per night was typed by hand instead of the engine's
// (price_overridden), the extra fees of a stay as lines of its bill (cleaning fee per stay, tourist tax per person per
// night), and a deposit with its due date. The fees are set per listing: a cleaning fee per stay, the tourist tax
// ('opłata miejscowa') per person per night, and the age up to which children are exempt from it.
export const sql = `
alter table reservations add column price_overridden boolean not null default false;
alter table reservations add column cleaning_fee numeric(12,2) not null default 0 check (cleaning_fee >= 0);
alter table reservations add column tourist_tax numeric(12,2) not null default 0 check (tourist_tax >= 0);
alter table reservations add column deposit numeric(12,2) not null default 0 check (deposit >= 0);
alter table reservations add column deposit_due date;
alter table accommodations add column cleaning_fee numeric(10,2) not null default 0 check (cleaning_fee >= 0);
alter table accommodations add column tourist_tax numeric(10,2) not null default 0 check (tourist_tax >= 0);
alter table accommodations add column tourist_tax_exempt_age int check (tourist_tax_exempt_age between 0 and 17);
`;
