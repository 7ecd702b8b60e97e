import { db } from '#mocks/db';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideCustomSpotMapInput } from '#src/domain/admin/forms-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { spotMapAppliesTo } from '#src/domain/spot-map';
import { crudHandlers } from './crud';

/** Maps of one class type: its own map or one it lists among `class_types` ("1,3"). */
function mapsFor(query: URLSearchParams) {
  const classTypeId = query.get('class_type_id');
  const maps = db.customSpotMaps.findMany(undefined, { orderBy: { CustomSpotMap_id: 'asc' } });
  return classTypeId ? maps.filter((map) => spotMapAppliesTo(map, Number(classTypeId))) : maps;
}

export const spotMapHandlers = crudHandlers({
  collection: db.customSpotMaps,
  idKey: 'CustomSpotMap_id',
  listKey: 'custom_spot_maps',
  recordKey: 'custom_spot_map',
  paths: {
    list: '/custom_spot_maps',
    one: '/custom_spot_maps/{id}',
    save: '/custom_spot_maps',
    remove: '/custom_spot_maps/{id}',
  },
  access: { read: 'user' },
  notFound: ADMIN_MESSAGES.spotMapNotFound,
  deleted: 'custom_spot_map deleted.',
  list: mapsFor,
  create: (input) => savedValues(decideCustomSpotMapInput(input)),
  update: (input) => savedValues(decideCustomSpotMapInput(input)),
});
