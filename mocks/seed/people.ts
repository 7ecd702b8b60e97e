import { db, type UserRecord } from '#mocks/db';
import { personas } from '#mocks/personas';
import { CLASS_TYPE, INSTRUCTOR } from './catalogue';
import { daysFromNow } from './time';

/** Other customers: they fill the full class and the admin's lists. */
export const FILLER_FIRST_ID = 101;
const FILLER_NAMES = [
  'Valeria Torres',
  'Camila Ruiz',
  'Regina Flores',
  'Ximena Morales',
  'Daniela Ortiz',
  'Fernanda Cruz',
  'Paula Reyes',
  'Renata Vargas',
  'Sofía Mendoza',
  'Lucía Guzmán',
  'Andrea Rojas',
  'Mariana Silva',
  'Isabella Navarro',
  'Natalia Romero',
];
export const FILLER_COUNT = FILLER_NAMES.length;

interface PersonaProfile {
  name: string;
  last_name: string;
  phone: string | null;
  birthdate: string | null;
  instagram?: string | null;
  has_unlimited?: boolean;
  unlimitedDays?: number;
  /** Signed up this many days before the seed's now (the customers report's "new"). */
  signedUpDaysAgo: number;
}

/**
 * The filler customers signed up one every nine days, the latest a week ago: three new in the
 * last 30 days, the rest spread over four months, so the customers report has a believable history.
 */
export function fillerSignedUpDaysAgo(index: number): number {
  return 7 + index * 9;
}

const PROFILES: Record<keyof typeof personas, PersonaProfile> = {
  ana: {
    name: 'Ana',
    signedUpDaysAgo: 150,
    last_name: 'García',
    phone: '5511111111',
    birthdate: '1992-05-10',
    instagram: '@ana.mueve',
  },
  ilimitada: {
    name: 'Inés',
    signedUpDaysAgo: 200,
    last_name: 'Limón',
    phone: '5522222222',
    birthdate: '1989-09-01',
    has_unlimited: true,
    unlimitedDays: 30,
  },
  penalizada: {
    name: 'Paola',
    signedUpDaysAgo: 95,
    last_name: 'Peña',
    phone: '5533333333',
    birthdate: '1991-12-12',
    has_unlimited: true,
    unlimitedDays: 20,
  },
  sincreditos: {
    name: 'Sara',
    last_name: 'Sánchez',
    phone: '5544444444',
    birthdate: '1994-02-28',
    signedUpDaysAgo: 60,
  },
  incompleta: { name: 'Irene', last_name: 'Campos', phone: null, birthdate: null, signedUpDaysAgo: 12 },
  terminos: {
    name: 'Teresa',
    last_name: 'Medina',
    phone: '5566666666',
    birthdate: '1987-08-08',
    signedUpDaysAgo: 5,
  },
  suscrita: {
    name: 'Susana',
    signedUpDaysAgo: 180,
    last_name: 'Suárez',
    phone: '5577777777',
    birthdate: '1990-10-10',
    instagram: '@susy',
  },
  admin: {
    name: 'Alma',
    last_name: 'Directora',
    phone: '5588888888',
    birthdate: '1985-04-04',
    signedUpDaysAgo: 400,
  },
  recepcion: {
    name: 'Rebeca',
    last_name: 'Recepción',
    phone: '5599999991',
    birthdate: '1996-03-03',
    signedUpDaysAgo: 300,
  },
  coach: {
    name: 'Mariana',
    last_name: 'López',
    phone: '5599999992',
    birthdate: '1990-07-07',
    signedUpDaysAgo: 250,
  },
};

/** The staff personas' roles (decision 070); the coach persona is Mariana, the coach of the 09:00 yoga. */
const STAFF: Partial<Record<keyof typeof personas, Pick<UserRecord, 'role' | 'coach_id'>>> = {
  admin: { role: 'admin', coach_id: null },
  recepcion: { role: 'front_desk', coach_id: null },
  coach: { role: 'coach', coach_id: INSTRUCTOR.mariana },
};

export async function seedPeople(): Promise<void> {
  for (const [key, persona] of Object.entries(personas) as Array<
    [keyof typeof personas, (typeof personas)[keyof typeof personas]]
  >) {
    const profile = PROFILES[key];
    await db.users.create({
      uid: persona.uid,
      email: persona.email,
      name: `${profile.name} ${profile.last_name}`,
      role: STAFF[key]?.role ?? 'customer',
      coach_id: STAFF[key]?.coach_id ?? null,
      customer_id: persona.customer_id,
    });
    await db.customers.create({
      customer_id: persona.customer_id,
      uid: persona.uid,
      name: profile.name,
      last_name: profile.last_name,
      email: persona.email,
      phone: profile.phone,
      instagram: profile.instagram ?? null,
      birthdate: profile.birthdate,
      signup_reason: key === 'ana' ? 'Otro' : 'Instagram',
      other: key === 'ana' ? 'Me lo recomendó una amiga' : null,
      account: null,
      file_id: null,
      has_unlimited: profile.has_unlimited ?? false,
      unlimited_membership_expiration: profile.unlimitedDays ? daysFromNow(profile.unlimitedDays) : null,
      created_at: daysFromNow(-profile.signedUpDaysAgo),
    });
  }

  for (let i = 0; i < FILLER_NAMES.length; i += 1) {
    const [name = '', last_name = ''] = FILLER_NAMES[i]!.split(' ');
    const customer_id = FILLER_FIRST_ID + i;
    const email = `${name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')}.${customer_id}@demo.mx`;
    await db.users.create({
      uid: `qa-cliente-${customer_id}`,
      email,
      name: `${name} ${last_name}`,
      role: 'customer',
      customer_id,
      coach_id: null,
    });
    await db.customers.create({
      customer_id,
      uid: `qa-cliente-${customer_id}`,
      name,
      last_name,
      email,
      phone: `55900000${String(i).padStart(2, '0')}`,
      birthdate: '1995-01-01',
      has_unlimited: false,
      unlimited_membership_expiration: null,
      created_at: daysFromNow(-fillerSignedUpDaysAgo(i)),
    });
  }

  await db.addresses.create({
    address_id: 1,
    customer_id: personas.ana.customer_id,
    street: 'Orizaba',
    number: '45',
    interior_number: '3B',
    neighborhood: 'Roma Norte',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'México',
    zip_code: '06700',
  });
  await db.addresses.create({
    address_id: 2,
    customer_id: personas.suscrita.customer_id,
    street: 'Horacio',
    number: '1000',
    interior_number: null,
    neighborhood: 'Polanco',
    city: null,
    state: null,
    country: null,
    zip_code: null,
  });

  await seedCredits();

  await db.penalties.create({
    penalty_id: 1,
    customer_id: personas.penalizada.customer_id,
    end_date: daysFromNow(5),
    createdAt: daysFromNow(-2),
  });
}

async function seedCredits(): Promise<void> {
  const rows = [
    {
      customer_id: personas.ana.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: 10,
      purchase_id: 1,
      days: 60,
    },
    {
      customer_id: personas.ilimitada.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: -1,
      purchase_id: 4,
      days: 30,
    },
    {
      customer_id: personas.penalizada.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: -1,
      purchase_id: 5,
      days: 20,
    },
    {
      customer_id: personas.sincreditos.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: 0,
      purchase_id: null,
      days: -3,
    },
    {
      customer_id: personas.incompleta.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: 5,
      purchase_id: null,
      days: 45,
    },
    {
      customer_id: personas.terminos.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: 5,
      purchase_id: null,
      days: 45,
    },
    {
      customer_id: personas.suscrita.customer_id,
      class_types: null,
      class_type_id: null,
      available_classes: 8,
      purchase_id: 6,
      days: 25,
    },
    {
      customer_id: personas.suscrita.customer_id,
      class_types: String(CLASS_TYPE.cycling),
      class_type_id: CLASS_TYPE.cycling,
      available_classes: 2,
      purchase_id: 6,
      days: 25,
    },
  ];
  let available_class_id = 1;
  for (const row of rows) {
    await db.availableClasses.create({
      available_class_id: available_class_id++,
      customer_id: row.customer_id,
      class_type_id: row.class_type_id,
      class_types: row.class_types,
      allowed_times: null,
      purchase_id: row.purchase_id,
      available_classes: row.available_classes,
      expiration_date: daysFromNow(row.days),
      createdAt: daysFromNow(-10),
    });
  }
}
