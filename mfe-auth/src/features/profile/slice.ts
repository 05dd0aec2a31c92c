import type { SubmissionErrors } from 'final-form';
import { combineReducers } from 'redux';
import { createRequestSlice, type ProfilePayload, type SubscriptionDto, type UserDto } from '@gospodarz/shared';

/** The signed-in user as GET /v1/me answers (the section's user until then). */
export const profileUser = createRequestSlice<UserDto | null, void, 'profile/user'>('profile/user', null);
/** The account's subscription, for the 'Abonament' tab. */
export const subscription = createRequestSlice<SubscriptionDto | null, void, 'profile/subscription'>('profile/subscription', null);

export const actions = {
  /** `resolve` gets undefined when saved, else final-form's submit errors */
  save: (user: ProfilePayload['user'], resolve: (errors?: SubmissionErrors) => void) => ({ type: 'profile/save' as const, user, resolve }),
};

export const profileReducer = combineReducers({ user: profileUser.reducer, subscription: subscription.reducer });
export type ProfileState = ReturnType<typeof profileReducer>;

export const selectProfile = (state: { profile: ProfileState }) => state.profile;
