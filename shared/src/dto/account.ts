import type { Resource } from './common';

export const PERMISSIONS = [
  'conversations',
  'reservations',
  'reviews',
  'service_providers',
  'cooperations',
  'householders',
  'clients',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

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
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
export type NotificationDto = Resource<NotificationAttributes, 'notification'>;
