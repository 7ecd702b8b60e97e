import {
  classCategoryEntity,
  classTypeEntity,
  instructorEntity,
  locationEntity,
  programEntity,
  tagEntity,
} from '#server/admin/catalogue-entities';
import { crudOperations, writes, type Entity } from '#server/admin/crud';
import type { ServiceFactory } from './context';

/** Each entity and the noun of its operationIds (`createTag`…). */
const CATALOGUE: Array<[Entity<never>, string]> = [
  [tagEntity, 'Tag'],
  [locationEntity, 'Location'],
  [classTypeEntity, 'ClassType'],
  [classCategoryEntity, 'ClassCategory'],
  [instructorEntity, 'Instructor'],
];

/**
 * The back-office's catalogue writes (the reads are server/services/catalogue.ts): tags,
 * locations, class types, categories, coaches and programs (their reads too), through the one
 * CRUD shell, every write audited.
 */
export const adminCatalogueService: ServiceFactory = (context) =>
  Object.assign(
    {},
    ...CATALOGUE.map(([entity, noun]) => crudOperations(entity, writes(noun), context)),
    crudOperations(programEntity, { list: 'listPrograms', one: 'getProgram', ...writes('Program') }, context),
  );
