import type { Resource } from './common.ts';
import { CO_HOST_PERMISSIONS, type CoHostPermission } from './coHost.ts';

/** What a user may be allowed (the owner holds all): one list, with its labels and order, in coHost.ts. */
export const PERMISSIONS: readonly Permission[] = CO_HOST_PERMISSIONS;
export type Permission = CoHostPermission;

export interface UserAttributes {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: 'householder';
  /** true for the account's owner; co-hosts are users of the same account with `owner: false`. */
  owner: boolean;
  permissions: Permission[];
  accountId: string;
}
export type UserDto = Resource<UserAttributes, 'user'>;

export interface SubscriptionAttributes {
  validUntil: string; // yyyy-MM-dd
  daysLeft: number;
  apartmentCount: number;
  /** monthly price in złoty, two decimals */
  monthlyPrice: number;
  currency: string;
}
export type SubscriptionDto = Resource<SubscriptionAttributes, 'subscription'>;

export interface NotificationAttributes {
  /** what it is about (a NotificationKind of notification.ts) */
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
export type NotificationDto = Resource<NotificationAttributes, 'notification'>;

// Sign-in and password flows.
export interface LoginPayload {
  user: { email: string; password: string };
}
export interface ForgotPasswordPayload {
  user: { email: string };
}
/** PATCH /v1/password; the API also accepts passwordConfirmation / resetPasswordToken. */
export interface ResetPasswordPayload {
  password: string;
  password_confirmation: string;
  reset_password_token: string;
}
/** POST /v1/users/{token}/set_password: an invitation or reset link; signs the user in. */
export interface SetPasswordPayload {
  password: string;
  passwordConfirmation: string;
}
/** PATCH /v1/me */
export interface ProfilePayload {
  user: { firstName: string; lastName: string; phoneNumber: string };
}
/** PATCH /v1/me/password: the user's other sessions are signed out. */
export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  passwordConfirmation: string;
}
/** Answers that only say what happened. */
export interface MessageAnswer {
  message: string;
}

/** A mail of the outbox, as the development endpoint GET /v1/dev/outbox lists them (newest first). */
export interface OutboxEmailAttributes {
  to: string;
  subject: string;
  text: string;
  /** the http(s) links found in the text */
  links: string[];
  kind: string;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
export type OutboxEmailDto = Resource<OutboxEmailAttributes, 'email'>;
