import {
  classCategoriesResource,
  classTypesResource,
  instructorsResource,
  locationsResource,
  programsResource,
  tagsResource,
} from './catalogue';
import { customFieldsResource } from './custom-fields';
import { addressesResource, announcementsResource, pagesResource, paymentMethodsResource } from './content';
import type { ResourceDefinition } from './definition';
import { discountsResource } from './discounts';
import { filesResource } from './files';
import { packagesResource } from './packages';
import { closuresResource } from './schedule';
import { spotMapsResource } from './spot-maps';

/** Every resource of the back-office, in menu order within each group. */
export const ADMIN_RESOURCES: readonly ResourceDefinition[] = [
  packagesResource,
  classTypesResource,
  classCategoriesResource,
  programsResource,
  instructorsResource,
  locationsResource,
  tagsResource,
  spotMapsResource,
  addressesResource,
  announcementsResource,
  pagesResource,
  filesResource,
  customFieldsResource,
  discountsResource,
  paymentMethodsResource,
  closuresResource,
];

export function resourceByKey(key: string | undefined): ResourceDefinition | undefined {
  return ADMIN_RESOURCES.find((resource) => resource.key === key);
}
