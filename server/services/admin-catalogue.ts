import { CATALOGUE_ENTITIES, programEntity } from '#server/admin/catalogue-entities';
import { crudOperations, writes, type Entity } from '#server/admin/crud';
import type { ServiceFactory } from './context';

/**
 * The back-office's catalogue writes (the reads are server/services/catalogue.ts): tags,
 * locations, class types, categories, coaches and programs (their reads too), through the one
 * CRUD shell, every write audited.
 */
export const adminCatalogueService: ServiceFactory = (context) =>
  Object.assign(
    {},
    ...CATALOGUE_ENTITIES.map((entity) => crudOperations(entity as Entity<never>, writes(entity), context)),
    crudOperations(
      programEntity,
      { list: 'listPrograms', one: 'getProgram', ...writes(programEntity) },
      context,
    ),
  );
