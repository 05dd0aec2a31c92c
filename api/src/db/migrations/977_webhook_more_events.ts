// Issue 42, two more webhook events written in the change's transaction as those of migration 976: a guest's message
// (message.received: the ids and the channel, never the text) and a new review (review.created: the rating and the
// apartment, never the guest's name or words).
export const sql = `
create function webhook_message_event() returns trigger language plpgsql as $$
begin
  if new.author = 'guest' then
    perform webhook_enqueue(new.account_id, 'message.received', jsonb_build_object(
      'id', new.id, 'type', 'message',
      'attributes', jsonb_build_object('reservationId', new.reservation_id, 'via', new.via, 'createdAt', new.created_at)));
  end if;
  return null;
end;
$$;
create trigger messages_webhooks after insert on messages
  for each row execute function webhook_message_event();

create function webhook_review_event() returns trigger language plpgsql as $$
begin
  perform webhook_enqueue(new.account_id, 'review.created', jsonb_build_object(
    'id', new.id, 'type', 'review',
    'attributes', jsonb_build_object('apartmentId', new.apartment_id, 'reservationId', new.reservation_id, 'rating', new.rating,
      'source', new.source, 'reviewedOn', new.reviewed_on)));
  return null;
end;
$$;
create trigger reviews_webhooks after insert on reviews
  for each row execute function webhook_review_event();
`;
