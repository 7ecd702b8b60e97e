import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { STAFF_OPERATION_AREAS } from '#src/domain/staff/operation-areas';

/**
 * Every operation of openapi.yaml is either a staff operation with its area (the one table of
 * src/domain/staff/operation-areas.ts) or one a customer or a visitor calls, listed here. A new
 * operation in neither fails, so a staff call never ships without deciding who may make it.
 */
const NOT_STAFF = [
  'getAppConfig',
  'listPages',
  'getPageBySlug',
  'listAcceptedPages',
  'acceptPage',
  'getUpload',
  'getCurrentCustomer',
  'updateCurrentCustomer',
  'getCustomerByPhone',
  'recoverPassword',
  'signup',
  'submitSignupForm',
  'updateCurrentUser',
  'listMyPenalties',
  'listMyCredits',
  'getSchedule',
  'updateGuestName',
  'getSingleClass',
  'listClosures',
  'listMyReservations',
  'updateReservation',
  'createReservation',
  'rateReservation',
  'deleteReservation',
  'cancelReservation',
  'listMyWaitlists',
  'updateWaitlist',
  'joinWaitlist',
  'getMyWaitlistForClass',
  'leaveWaitlist',
  'listMyWaitlistPromotions',
  'listCustomSpotMaps',
  'getCustomSpotMap',
  'listTags',
  'getTag',
  'listLocations',
  'listClassPackages',
  'listOnlinePackages',
  'listOnlineHomePackages',
  'listInPersonPackages',
  'listInPersonHomePackages',
  'listSpecialEventPackages',
  'listSpecialEventHomePackages',
  'getClassPackage',
  'checkout',
  'checkoutAttempt',
  'checkoutPaypal',
  'checkoutCapture',
  'stripeWebhook',
  'paypalWebhook',
  'getDiscountByCode',
  'listMyPurchases',
  'cancelSubscription',
  'getPurchase',
  'listMyInvoices',
  'listSavedCards',
  'saveCard',
  'deleteSavedCard',
  'listPaymentSources',
  'createPaymentSource',
  'deletePaymentSource',
  'listPaymentMethods',
  'getPaymentMethod',
  'listAnnouncements',
  'getAnnouncement',
  'listVideos',
  'listUpcomingVideos',
  'rateVideo',
  'sendVideoRatingEmail',
  'listVideosByTag',
  'listVideosByProgram',
  'getVideo',
  'completeVideo',
  'uncompleteVideo',
  'getVideoProgress',
  'saveVideoProgress',
  'listVideoTypes',
  'listFavorites',
  'addFavorite',
  'removeFavorite',
  'listInstructors',
  'listHomeInstructors',
  'getInstructor',
  'listClassTypes',
  'listClassCategories',
  'listAvailableClassCategories',
  'getClassCategory',
  'listPrograms',
  'getProgram',
  'listAddresses',
  'updateAddress',
  'createAddress',
  'getAddress',
  'deleteAddress',
  'listForms',
  'getForm',
  'listCustomFieldsByObject',
];

function contractOperations(): string[] {
  const spec = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(spec.paths).flatMap((item) =>
    ['get', 'put', 'post', 'delete', 'patch'].flatMap((method) =>
      item[method]?.operationId ? [item[method].operationId] : [],
    ),
  );
}

describe('the staff operations table', () => {
  it('places every operation of the contract: a staff area, or a customer’s or visitor’s call', () => {
    const placed = new Set([...Object.keys(STAFF_OPERATION_AREAS), ...NOT_STAFF]);
    expect(contractOperations().filter((operationId) => !placed.has(operationId))).toEqual([]);
  });

  it('names only operations of the contract, none both staff and not', () => {
    const operations = new Set(contractOperations());
    expect(Object.keys(STAFF_OPERATION_AREAS).filter((operationId) => !operations.has(operationId))).toEqual(
      [],
    );
    expect(NOT_STAFF.filter((operationId) => operationId in STAFF_OPERATION_AREAS)).toEqual([]);
  });

  it('keeps the studio’s shape and its money out of the front desk’s areas', () => {
    expect(STAFF_OPERATION_AREAS).toMatchObject({
      createClassType: 'catalogue',
      updateAppConfig: 'settings',
      adminListAudit: 'audit',
      updateStaffRole: 'staff',
      markAttendance: 'checkin',
      adminGiveAccess: 'sales',
    });
  });
});
