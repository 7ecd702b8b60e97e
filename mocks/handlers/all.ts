import { addressHandlers } from './addresses';
import { announcementHandlers } from './announcements';
import { appConfigHandlers } from './appconfig';
import { auditHandlers } from './audit';
import { availableClassHandlers } from './available-classes';
import { catalogueHandlers } from './catalogue';
import { checkoutHandlers } from './checkout';
import { customFieldHandlers } from './custom-fields';
import { customerAdminHandlers } from './customer-admin';
import { customerHandlers } from './customer';
import { discountHandlers } from './discounts';
import { favoriteHandlers } from './favorites';
import { fileHandlers } from './files';
import { formHandlers } from './forms';
import { instructorHandlers } from './instructors';
import { locationHandlers } from './locations';
import { packageHandlers } from './packages';
import { pageHandlers } from './pages';
import { paymentMethodHandlers } from './payment-methods';
import { purchaseHandlers } from './purchases';
import { reservationHandlers } from './reservations';
import { savedCardHandlers } from './saved-cards';
import { scheduleHandlers } from './schedule';
import { scheduleAdminHandlers } from './schedule-admin';
import { spotMapHandlers } from './spot-maps';
import { staffHandlers } from './staff';
import { reportHandlers } from './reports';
import { studioDayHandlers } from './studio-day';
import { tagHandlers } from './tags';
import { videoHandlers } from './videos';
import { waitlistHandlers } from './waitlists';
import { identityHandlers } from '#mocks/identity';

/**
 * Every handler of the contract, in the order of openapi.yaml's tags. Within each file concrete
 * paths come before templated ones (`/videos/upcoming` before `/videos/{id}`): MSW answers
 * with the first match.
 */
export const handlers = [
  ...appConfigHandlers,
  ...pageHandlers,
  ...fileHandlers,
  ...customerHandlers,
  ...customerAdminHandlers,
  ...scheduleHandlers,
  ...scheduleAdminHandlers,
  ...studioDayHandlers,
  ...reportHandlers,
  ...reservationHandlers,
  ...waitlistHandlers,
  ...spotMapHandlers,
  ...tagHandlers,
  ...locationHandlers,
  ...packageHandlers,
  ...checkoutHandlers,
  ...discountHandlers,
  ...purchaseHandlers,
  ...savedCardHandlers,
  ...paymentMethodHandlers,
  ...announcementHandlers,
  ...videoHandlers,
  ...favoriteHandlers,
  ...instructorHandlers,
  ...catalogueHandlers,
  ...availableClassHandlers,
  ...addressHandlers,
  ...formHandlers,
  ...customFieldHandlers,
  ...auditHandlers,
  ...staffHandlers,
  // Not part of the /api contract: the identity provider's emulator endpoints.
  ...identityHandlers,
];
