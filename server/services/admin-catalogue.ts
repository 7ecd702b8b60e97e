import {
  classCategoryEntity,
  classTypeEntity,
  instructorEntity,
  locationEntity,
  tagEntity,
} from '#server/admin/catalogue-entities';
import { crudOperations } from '#server/admin/crud';
import type { ServiceFactory } from './context';

/**
 * The back-office's catalogue writes (the reads are server/services/catalogue.ts): tags,
 * locations, class types, categories and coaches, through the one CRUD shell, every write audited.
 */
export const adminCatalogueService: ServiceFactory = (context) => ({
  ...crudOperations(tagEntity, { create: 'createTag', update: 'updateTag', remove: 'deleteTag' }, context),
  ...crudOperations(
    locationEntity,
    { create: 'createLocation', update: 'updateLocation', remove: 'deleteLocation' },
    context,
  ),
  ...crudOperations(
    classTypeEntity,
    { create: 'createClassType', update: 'updateClassType', remove: 'deleteClassType' },
    context,
  ),
  ...crudOperations(
    classCategoryEntity,
    { create: 'createClassCategory', update: 'updateClassCategory', remove: 'deleteClassCategory' },
    context,
  ),
  ...crudOperations(
    instructorEntity,
    { create: 'createInstructor', update: 'updateInstructor', remove: 'deleteInstructor' },
    context,
  ),
});
