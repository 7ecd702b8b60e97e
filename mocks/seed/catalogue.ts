import { db } from '#mocks/db';

export const LOCATION = { roma: 1, polanco: 2 } as const;
export const CLASS_TYPE = { yoga: 1, cycling: 2, pilates: 3, barre: 4 } as const;
export const INSTRUCTOR = { mariana: 1, diego: 2, sofia: 3, andres: 4 } as const;
export const TAG = {
  principiantes: 1,
  intenso: 2,
  nuevo: 3,
  respiracion: 4,
  fuerza: 5,
  flexibilidad: 6,
} as const;

/** Cycling room: 3 rows of 5; the coach's bike and a column cannot be chosen. */
export function cyclingSpots(): Record<string, { label: string; selectable: boolean }> {
  const spots: Record<string, { label: string; selectable: boolean }> = {};
  let bike = 1;
  for (const row of ['A', 'B', 'C']) {
    for (let column = 1; column <= 5; column += 1) {
      const key = `${row}${column}`;
      if (key === 'A3') spots[key] = { label: 'Coach', selectable: false };
      else if (key === 'B3') spots[key] = { label: 'Columna', selectable: false };
      else spots[key] = { label: String(bike++), selectable: true };
    }
  }
  return spots;
}

export async function seedCatalogue(): Promise<void> {
  await db.files.create({
    file_id: 1,
    name: 'logo.svg',
    type: 'image/svg+xml',
    src: '/mock-assets/logo.svg',
  });
  await db.files.create({
    file_id: 2,
    name: 'portada.svg',
    type: 'image/svg+xml',
    src: '/mock-assets/login.svg',
  });

  await db.locations.create({
    location_id: LOCATION.roma,
    name: 'Lumen Roma',
    address: 'Colima 123, Roma Norte, CDMX',
  });
  await db.locations.create({
    location_id: LOCATION.polanco,
    name: 'Lumen Polanco',
    address: 'Av. Homero 456, Polanco, CDMX',
  });

  const image = { src: '/mock-assets/login.svg' };
  await db.classTypes.create({
    class_type_id: CLASS_TYPE.yoga,
    name: 'Vinyasa Yoga',
    description: 'Secuencias fluidas que unen respiración y movimiento.',
    icon: '🧘',
    image,
    spot_map: '4,5,5',
  });
  await db.classTypes.create({
    class_type_id: CLASS_TYPE.cycling,
    name: 'Indoor Cycling',
    description: 'Cardio al ritmo de la música, en bici fija.',
    icon: '🚴',
    image,
    spot_map: null,
  });
  await db.classTypes.create({
    class_type_id: CLASS_TYPE.pilates,
    name: 'Pilates Mat',
    description: 'Fuerza de centro, control y postura.',
    icon: '🤸',
    image,
    spot_map: null,
  });
  await db.classTypes.create({
    class_type_id: CLASS_TYPE.barre,
    name: 'Barre',
    description: 'Ballet, pilates y fuerza en la barra.',
    icon: '🩰',
    image,
    spot_map: '6,6',
  });

  await db.customSpotMaps.create({
    CustomSpotMap_id: 1,
    rows: 3,
    columns: 5,
    spots: JSON.stringify(cyclingSpots()),
    class_type_id: CLASS_TYPE.cycling,
    class_types: String(CLASS_TYPE.cycling),
  });

  const categories = [
    { class_category_id: 1, name: 'Yoga', handle: 'yoga', description: 'Práctica de yoga', available: true },
    { class_category_id: 2, name: 'Cardio', handle: 'cardio', description: 'Sube el ritmo', available: true },
    {
      class_category_id: 3,
      name: 'Fuerza',
      handle: 'fuerza',
      description: 'Tono y fuerza',
      available: false,
    },
  ];
  for (const category of categories) await db.classCategories.create(category);

  await db.programs.create({
    program_id: 1,
    name: 'Reto 21 días',
    description: 'Una clase al día',
    file_id: 2,
  });
  await db.programs.create({
    program_id: 2,
    name: 'Fundamentos',
    description: 'Para empezar bien',
    file_id: null,
  });

  const instructors = [
    {
      instructor_id: INSTRUCTOR.mariana,
      name: 'Mariana',
      last_name: 'López',
      nick_name: 'Mar',
      quote: 'Respira, llega, suelta.',
      short_bio: 'Maestra de yoga certificada con 10 años de práctica.',
      instagram: '@mar.yoga',
      birthdate: '1990-03-14',
      music_type: 'Indie y ambient',
      file_id: 2,
    },
    {
      instructor_id: INSTRUCTOR.diego,
      name: 'Diego',
      last_name: 'Hernández',
      nick_name: 'Dieguín',
      quote: 'Una pedalada más.',
      short_bio: 'Coach de cycling y ex ciclista de ruta.',
      instagram: '@diego.ride',
      birthdate: '1988-11-02',
      music_type: 'House',
      file_id: null,
    },
    {
      instructor_id: INSTRUCTOR.sofia,
      name: 'Sofía',
      last_name: 'Ramírez',
      nick_name: null,
      quote: 'El centro manda.',
      short_bio: 'Instructora de pilates mat y reformer.',
      instagram: '@sofi.pilates',
      birthdate: '1993-07-21',
      music_type: 'Pop latino',
      file_id: null,
    },
    {
      instructor_id: INSTRUCTOR.andres,
      name: 'Andrés',
      last_name: 'Castillo',
      nick_name: 'Andy',
      quote: 'Pequeños movimientos, grandes cambios.',
      short_bio: 'Bailarín y coach de barre.',
      instagram: null,
      birthdate: '1995-01-30',
      music_type: 'Clásica remix',
      file_id: null,
    },
  ];
  for (const instructor of instructors) await db.instructors.create(instructor);

  const tags = [
    { tag_id: TAG.principiantes, name: 'Principiantes', color: '#16a34a', type: 'class' },
    { tag_id: TAG.intenso, name: 'Intenso', color: '#dc2626', type: 'class' },
    { tag_id: TAG.nuevo, name: 'Nuevo', color: null, type: 'class' },
    { tag_id: TAG.respiracion, name: 'Respiración', color: '#0891b2', type: 'video' },
    { tag_id: TAG.fuerza, name: 'Fuerza', color: '#9333ea', type: 'video' },
    { tag_id: TAG.flexibilidad, name: 'Flexibilidad', color: '#ea580c', type: 'video' },
  ];
  for (const tag of tags) await db.tags.create(tag);
}
