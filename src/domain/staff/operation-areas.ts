import type { StaffArea } from './areas';

/**
 * Every staff operation of openapi.yaml and the area it belongs to: the one table the mocks, the
 * server and the back-office read (src/domain/staff/permissions.ts). A staff operation missing here
 * is the owner's alone, and tests/unit/staff-operation-areas.test.ts fails until it is placed.
 */
export const STAFF_OPERATION_AREAS = {
  // The back-office's home: the day's classes and alerts (a coach's own classes, no money; decision 074).
  getStudioDay: 'day',
  // Reports (decision 075): money is the owner's alone.
  getSalesReport: 'money',
  // The front desk plans the classes too: how full they are has no money in it.
  getClassFillReport: 'reports',
  // Who came: no money either, the desk follows the no-shows.
  getAttendanceReport: 'reports',
  // Coaches' classes, attendance and stars: the desk's too; a coach gets no report (decision 075).
  getCoachesReport: 'reports',
  // Who is new, active, returning or at risk: no money, the desk calls the customers; not a coach's.
  getCustomersReport: 'reports',
  // The door: rosters, attendance, the QR code's reservation page.
  getClassRoster: 'checkin',
  getReservationAdmin: 'checkin',
  markAttendance: 'checkin',
  // Customers and what they hold.
  adminListCustomers: 'customers',
  adminGetCustomer: 'customers',
  adminGetCustomerBookings: 'customers',
  adminSearchCustomers: 'customers',
  adminListSpecialEventAttendees: 'customers',
  adminListAvailableClasses: 'customers',
  adminListAvailableClassesByDate: 'customers',
  adminGetAvailableClass: 'customers',
  // Access and cash at the desk (every package, hidden ones too, is one the desk may give).
  adminGiveAccess: 'sales',
  adminListClassPackages: 'sales',
  markCashPaid: 'sales',
  markPurchasePaid: 'sales',
  // Taking back what a customer holds.
  adminRevokeAccess: 'credits',
  adminRemoveClasses: 'credits',
  adminCreateAvailableClass: 'credits',
  adminUpdateAvailableClass: 'credits',
  adminDeleteAvailableClass: 'credits',
  // The catalogue: what is sold and taught.
  createTag: 'catalogue',
  updateTag: 'catalogue',
  deleteTag: 'catalogue',
  createLocation: 'catalogue',
  updateLocation: 'catalogue',
  deleteLocation: 'catalogue',
  createInstructor: 'catalogue',
  updateInstructor: 'catalogue',
  deleteInstructor: 'catalogue',
  createClassType: 'catalogue',
  updateClassType: 'catalogue',
  deleteClassType: 'catalogue',
  createClassCategory: 'catalogue',
  updateClassCategory: 'catalogue',
  deleteClassCategory: 'catalogue',
  createProgram: 'catalogue',
  updateProgram: 'catalogue',
  deleteProgram: 'catalogue',
  createCustomSpotMap: 'catalogue',
  updateCustomSpotMap: 'catalogue',
  deleteCustomSpotMap: 'catalogue',
  createClassPackage: 'catalogue',
  updateClassPackage: 'catalogue',
  deleteClassPackage: 'catalogue',
  addPackageToHome: 'catalogue',
  removePackageFromHome: 'catalogue',
  adminListDiscounts: 'catalogue',
  getDiscount: 'catalogue',
  createDiscount: 'catalogue',
  updateDiscount: 'catalogue',
  deleteDiscount: 'catalogue',
  createPaymentMethod: 'catalogue',
  updatePaymentMethod: 'catalogue',
  deletePaymentMethod: 'catalogue',
  // The schedule's shape: classes, series, closed days, the mails it sent.
  createSingleClass: 'schedule',
  updateSingleClass: 'schedule',
  createClassSeries: 'schedule',
  cancelSingleClass: 'schedule',
  createClosure: 'schedule',
  updateClosure: 'schedule',
  deleteClosure: 'schedule',
  listSentMails: 'schedule',
  // The site's content and files.
  createPage: 'content',
  updatePage: 'content',
  deletePage: 'content',
  createAnnouncement: 'content',
  updateAnnouncement: 'content',
  deleteAnnouncement: 'content',
  listFiles: 'content',
  getFile: 'content',
  updateFile: 'content',
  deleteFile: 'content',
  uploadFile: 'content',
  uploadFileS3: 'content',
  createForm: 'content',
  updateForm: 'content',
  deleteForm: 'content',
  listCustomFields: 'content',
  getCustomField: 'content',
  createCustomField: 'content',
  updateCustomField: 'content',
  deleteCustomField: 'content',
  // The studio's settings, its log, its people.
  updateAppConfig: 'settings',
  adminListAudit: 'audit',
  adminRevertAudit: 'audit',
  listStaff: 'staff',
  updateStaffRole: 'staff',
} as const satisfies Record<string, StaffArea>;

export type StaffOperation = keyof typeof STAFF_OPERATION_AREAS;
