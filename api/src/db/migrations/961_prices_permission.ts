// 'Cennik' (prices) becomes a permission of its own, apart from 'Rezerwacja' (reservations), which covered pricing
// until now: every co-host who held 'Rezerwacja' keeps pricing, so that nobody loses access silently. The users'
// change notification drops their cached session scopes.
export const sql = `
update users set permissions = array_append(permissions, 'prices')
 where not owner and 'reservations' = any(permissions) and not ('prices' = any(permissions));
`;
