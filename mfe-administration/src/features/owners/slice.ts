import { combineReducers } from 'redux';
import { createRequestSlice, type OwnerDto, type OwnerStatementDto } from '@gospodarz/shared';

/** The account's owners, as the list shows them. */
export const ownerList = createRequestSlice<OwnerDto[], void, 'owners/list'>('owners/list', []);
/** The owner the page shows, by id. */
export const ownerDetail = createRequestSlice<OwnerDto | null, string, 'owners/owner'>('owners/owner', null);
/** The apartments an agreement may name: id and 'listing › apartment'. */
export const apartmentChoices = createRequestSlice<Array<{ value: string; label: string }>, void, 'owners/apartments'>('owners/apartments', []);

/** The statements of the owner the page shows, the latest month first. */
export const ownerStatements = createRequestSlice<OwnerStatementDto[], string, 'owners/statements'>('owners/statements', []);

export const ownersReducer = combineReducers({ list: ownerList.reducer, owner: ownerDetail.reducer, apartments: apartmentChoices.reducer, statements: ownerStatements.reducer });
export type OwnersState = ReturnType<typeof ownersReducer>;

export const selectOwners = (state: { owners: OwnersState }) => state.owners;
