/** The roles an account may have and the back-office's areas (decision 070). */

/** `admin` is the owner: everything. */
export const ROLES = ['customer', 'admin', 'front_desk', 'coach'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'front_desk', 'coach'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffArea =
  /** The back-office's home: today's classes. */
  | 'day'
  /** Rosters, attendance and the QR code's reservation page. */
  | 'checkin'
  /** Customers, their bookings and credits (reading). */
  | 'customers'
  /** Giving access (a package, cash or gift) and marking cash paid at the door. */
  | 'sales'
  /** Taking credits or purchases back, credit records by hand. */
  | 'credits'
  /** A coach's ratings. */
  | 'ratings'
  | 'catalogue'
  | 'schedule'
  | 'content'
  | 'settings'
  /** Reports of money. */
  | 'money'
  /** Reports without money: how full the classes are (decision 075). */
  | 'reports'
  | 'audit'
  /** Staff and their roles. */
  | 'staff';

/*
 * Here rather than in permissions.ts: the session's selectors (every page's header) ask only this,
 * and must not bring the operation table into the first load.
 */
export const isStaff = (role: Role | undefined): boolean => role !== undefined && role !== 'customer';
export const isOwner = (role: Role | undefined): boolean => role === 'admin';
