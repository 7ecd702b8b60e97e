import { addressService } from './addresses';
import { adminAuditService } from './admin-audit';
import { adminCatalogueService } from './admin-catalogue';
import { adminCommerceService } from './admin-commerce';
import { adminContentService } from './admin-content';
import { adminCreditsService } from './admin-credits';
import { adminCustomersService } from './admin-customers';
import { adminFormsService } from './admin-forms';
import { catalogueService } from './catalogue';
import { checkoutService } from './checkout';
import { contentService } from './content';
import type { ServiceFactory } from './context';
import { customerService } from './customer';
import { discountService } from './discounts';
import { fileService } from './files';
import { favoriteService } from './favorites';
import { packageService } from './packages';
import { paypalCheckoutService } from './paypal-checkout';
import { paypalWebhookService } from './paypal-webhooks';
import { purchaseService } from './purchases';
import { reservationService } from './reservations';
import { savedCardService } from './saved-cards';
import { scheduleService } from './schedule';
import { scheduleAdminService } from './schedule-admin';
import { staffService } from './staff';
import { reportsService } from './reports';
import { studioDayService } from './studio-day';
import { stripeWebhookService } from './stripe-webhooks';
import { videoProgressService } from './video-progress';
import { videoService } from './videos';
import { waitlistService } from './waitlists';

/** Every operation area of the server: together they handle every operation of openapi.yaml. */
export const SERVICES: ServiceFactory[] = [
  contentService,
  catalogueService,
  scheduleService,
  customerService,
  reservationService,
  waitlistService,
  packageService,
  discountService,
  purchaseService,
  checkoutService,
  paypalCheckoutService,
  adminCommerceService,
  adminCatalogueService,
  adminContentService,
  adminFormsService,
  adminAuditService,
  adminCustomersService,
  adminCreditsService,
  addressService,
  fileService,
  stripeWebhookService,
  paypalWebhookService,
  savedCardService,
  scheduleAdminService,
  videoService,
  videoProgressService,
  favoriteService,
  staffService,
  studioDayService,
  reportsService,
];
