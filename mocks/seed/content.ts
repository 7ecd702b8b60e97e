import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { CLASS_TYPE, INSTRUCTOR, TAG } from './catalogue';
import { PACKAGE } from './commerce';
import { daysFromNow } from './time';

export const PAGE = { terms: 1, privacy: 2, faq: 3, cancellation: 4, about: 5 } as const;
export const FORM = { signup: 1, profile: 2, address: 6 } as const;

const LEGAL_TEXT =
  '<h2>1. Reservaciones</h2><p>Las clases se reservan con créditos vigentes.</p>' +
  '<h2>2. Cancelaciones</h2><p>Puedes cancelar hasta 12 horas antes de tu clase.</p>' +
  '<h2>3. Datos personales</h2><p>Tratamos tus datos conforme a nuestro aviso de privacidad.</p>';

export async function seedContent(): Promise<void> {
  await seedPages();
  await seedForms();
  await seedVideos();

  const announcements = [
    {
      announcement_id: 1,
      title: 'Nueva sede en Polanco',
      content: '<p>Desde este mes te esperamos en Av. Homero 456.</p>',
    },
    {
      announcement_id: 2,
      title: 'Horario de días festivos',
      content: '<p>El 16 de septiembre solo habrá clases por la mañana.</p>',
    },
    { announcement_id: 3, title: 'Reto 21 días', content: null },
  ];
  for (const announcement of announcements) await db.announcements.create(announcement);
}

async function seedPages(): Promise<void> {
  const pages = [
    {
      page_id: PAGE.terms,
      slug: 'terminos-y-condiciones',
      title: 'Términos y condiciones',
      content: LEGAL_TEXT,
      required: true,
      required_signup: true,
    },
    {
      page_id: PAGE.privacy,
      slug: 'aviso-de-privacidad',
      title: 'Aviso de privacidad',
      content: LEGAL_TEXT,
      required: true,
      required_signup: true,
    },
    {
      page_id: PAGE.faq,
      slug: 'preguntas-frecuentes',
      title: 'Preguntas frecuentes',
      content: '<p>¿Necesito llevar tapete? No, nosotros te lo prestamos.</p>',
      required: false,
      required_signup: false,
    },
    {
      page_id: PAGE.cancellation,
      slug: 'politica-de-cancelacion',
      title: 'Política de cancelación',
      content: null,
      required: false,
      required_signup: false,
    },
    {
      page_id: PAGE.about,
      slug: 'nosotros',
      title: 'Nosotros',
      content: '',
      required: false,
      required_signup: false,
    },
  ];
  for (const page of pages) await db.pages.create(page);

  let accepted_page_id = 1;
  for (const [key, persona] of Object.entries(personas)) {
    const accepted = key === 'terminos' ? [PAGE.terms] : [PAGE.terms, PAGE.privacy];
    for (const page_id of accepted) {
      await db.acceptedPages.create({
        accepted_page_id: accepted_page_id++,
        page_id,
        customer_id: persona.customer_id,
        createdAt: daysFromNow(-60),
      });
    }
  }
}

type Field = {
  key: string;
  label: string;
  type:
    | 'file'
    | 'date'
    | 'text'
    | 'time'
    | 'image'
    | 'phone'
    | 'select'
    | 'number'
    | 'boolean'
    | 'textarea'
    | 'datetime-local'
    | 'creatable-select';
  required: boolean;
  step?: number;
  options?: Array<{ label: string; value: string }>;
};

const REASONS = ['Instagram', 'Facebook', 'Recomendación', 'Pasé por el estudio', 'Otro'].map((value) => ({
  label: value,
  value,
}));

function fields(list: Field[]) {
  return list.map((field, index) => ({
    form_field_id: index + 1,
    id: index + 1,
    key: field.key,
    name: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    order: index + 1,
    step: field.step ?? 1,
    options: field.options ?? null,
  }));
}

async function seedForms(): Promise<void> {
  await db.forms.create({
    form_id: FORM.signup,
    name: 'Registro',
    form_fields: fields([
      { key: 'name', label: 'Nombre', type: 'text', required: true },
      { key: 'last_name', label: 'Apellidos', type: 'text', required: true },
      { key: 'email', label: 'Correo electrónico', type: 'text', required: true },
      { key: 'phone', label: 'Teléfono', type: 'phone', required: true },
      { key: 'birthdate', label: 'Fecha de nacimiento', type: 'date', required: true },
      {
        key: 'signup_reason',
        label: '¿Cómo nos conociste?',
        type: 'select',
        required: false,
        step: 2,
        options: REASONS,
      },
      { key: 'other', label: 'Cuéntanos más', type: 'text', required: false, step: 2 },
      { key: 'password', label: 'Contraseña', type: 'text', required: true, step: 3 },
      { key: 'password_confirm', label: 'Confirmar contraseña', type: 'text', required: true, step: 3 },
    ]),
  });
  await db.forms.create({
    form_id: FORM.profile,
    name: 'Perfil',
    form_fields: fields([
      { key: 'file', label: 'Foto de perfil', type: 'image', required: false },
      { key: 'name', label: 'Nombre', type: 'text', required: true },
      { key: 'last_name', label: 'Apellidos', type: 'text', required: true },
      { key: 'phone', label: 'Teléfono', type: 'phone', required: true },
      { key: 'birthdate', label: 'Fecha de nacimiento', type: 'date', required: true },
      { key: 'instagram', label: 'Instagram', type: 'text', required: false },
      {
        key: 'signup_reason',
        label: '¿Cómo nos conociste?',
        type: 'select',
        required: false,
        options: REASONS,
      },
      { key: 'other', label: 'Cuéntanos más', type: 'text', required: false },
    ]),
  });
  await db.forms.create({
    form_id: FORM.address,
    name: 'Dirección',
    form_fields: fields([
      { key: 'street', label: 'Calle', type: 'text', required: false },
      { key: 'number', label: 'Número', type: 'text', required: false },
      { key: 'interior_number', label: 'Interior', type: 'text', required: false },
      { key: 'neighborhood', label: 'Colonia', type: 'text', required: false },
      { key: 'city', label: 'Ciudad', type: 'text', required: true },
      { key: 'state', label: 'Estado', type: 'text', required: true },
      { key: 'country', label: 'País', type: 'text', required: true },
      { key: 'zip_code', label: 'Código postal', type: 'text', required: false },
    ]),
  });
  await db.customFields.create({
    custom_field_id: 1,
    key: 'emergency_contact',
    label: 'Contacto de emergencia',
    type: 'phone',
    object: 'customer',
    required: false,
    options: null,
  });
  await db.customFields.create({
    custom_field_id: 2,
    key: 'injuries',
    label: 'Lesiones o condiciones',
    type: 'textarea',
    object: 'customer',
    required: false,
    options: null,
  });
  await db.customFields.create({
    custom_field_id: 3,
    key: 'level',
    label: 'Nivel',
    type: 'select',
    object: 'single_class',
    required: true,
    options: ['Básico', 'Intermedio', 'Avanzado'].map((value) => ({ label: value, value })),
  });
}

/*
 * Sample media served by mock builds only (mocks/public is not the live build's public folder):
 * an 8-second MP4 and the same length as HLS (fMP4 segments), both with Spanish captions, so QA
 * plays every kind offline. Videos 4 (YouTube) and 6 (Vimeo) need internet.
 */
const SAMPLE_MEDIA = '/mock-assets/videos';
const SAMPLE_CAPTIONS = `${SAMPLE_MEDIA}/muestra.es.vtt`;
const ONLINE_ONLY: Record<number, string> = {
  4: 'https://www.youtube.com/watch?v=v7AYKMP6rOE',
  6: 'https://vimeo.com/76979871',
};

function sourceOf(video_id: number): { url: string; captions: string | null } {
  const online = ONLINE_ONLY[video_id];
  if (online) return { url: online, captions: null };
  const hls = video_id % 3 === 2;
  return { url: `${SAMPLE_MEDIA}/${hls ? 'hls/muestra.m3u8' : 'muestra.mp4'}`, captions: SAMPLE_CAPTIONS };
}

/** Older classes, so the library has more than one page of 32 (the coach, type and length vary). */
function archiveVideos() {
  const styles = [
    { name: 'Yoga restaurativo', classType: CLASS_TYPE.yoga, instructor: INSTRUCTOR.mariana },
    { name: 'Cycling de resistencia', classType: CLASS_TYPE.cycling, instructor: INSTRUCTOR.diego },
    { name: 'Pilates de suelo', classType: CLASS_TYPE.pilates, instructor: INSTRUCTOR.sofia },
    { name: 'Barre cardio', classType: CLASS_TYPE.barre, instructor: INSTRUCTOR.andres },
  ];
  return Array.from({ length: 34 }, (_, index) => {
    const style = styles[index % styles.length]!;
    const round = Math.floor(index / styles.length) + 1;
    return {
      name:
        index === 0
          ? 'Secuencia completa de yoga para fortalecer la espalda baja'
          : `${style.name} · sesión ${round}`,
      type: 1,
      classType: style.classType,
      instructor: style.instructor,
      duration: 20 + (index % 5) * 10,
      tags: index % 2 === 0 ? [TAG.fuerza] : [],
      program: null,
    };
  });
}

async function seedVideos(): Promise<void> {
  await db.videoTypes.create({ video_type_id: 1, name: 'Clase completa' });
  await db.videoTypes.create({ video_type_id: 2, name: 'Tutorial' });

  const videos = [
    {
      name: 'Vinyasa para empezar el día',
      type: 1,
      classType: CLASS_TYPE.yoga,
      instructor: INSTRUCTOR.mariana,
      duration: 45,
      tags: [TAG.respiracion],
      program: 2,
    },
    {
      name: 'Cycling de intervalos',
      type: 1,
      classType: CLASS_TYPE.cycling,
      instructor: INSTRUCTOR.diego,
      duration: 30,
      tags: [TAG.fuerza],
      program: 1,
    },
    {
      name: 'Pilates: centro fuerte',
      type: 1,
      classType: CLASS_TYPE.pilates,
      instructor: INSTRUCTOR.sofia,
      duration: 40,
      tags: [TAG.fuerza],
      program: 1,
    },
    {
      name: 'Barre express',
      type: 1,
      classType: CLASS_TYPE.barre,
      instructor: INSTRUCTOR.andres,
      duration: 20,
      tags: [TAG.fuerza, TAG.flexibilidad],
      program: null,
    },
    {
      name: 'Respiración para dormir mejor',
      type: 2,
      classType: CLASS_TYPE.yoga,
      instructor: INSTRUCTOR.mariana,
      duration: 12,
      tags: [TAG.respiracion],
      program: 2,
    },
    {
      name: 'Cómo ajustar tu bici',
      type: 2,
      classType: CLASS_TYPE.cycling,
      instructor: INSTRUCTOR.diego,
      duration: 6,
      tags: [],
      program: 2,
    },
    {
      name: 'Flexibilidad de cadera',
      type: 1,
      classType: CLASS_TYPE.yoga,
      instructor: INSTRUCTOR.mariana,
      duration: 35,
      tags: [TAG.flexibilidad],
      program: 1,
    },
    {
      name: 'Saludo al sol paso a paso',
      type: 2,
      classType: CLASS_TYPE.yoga,
      instructor: INSTRUCTOR.mariana,
      duration: 10,
      tags: [TAG.respiracion, TAG.flexibilidad],
      program: 2,
    },
  ];
  let video_id = 1;
  for (const video of [...videos, ...archiveVideos()]) {
    const source = sourceOf(video_id);
    await db.videos.create({
      video_id,
      name: video.name,
      description: `${video.name}: una sesión guiada por nuestro equipo, para practicar donde estés.`,
      url: source.url,
      captions: source.captions,
      thumbnail: `${SAMPLE_MEDIA}/portada.jpg`,
      duration: video.duration,
      video_type_id: video.type,
      class_type_id: video.classType,
      class_category_id: video.classType === CLASS_TYPE.yoga ? 1 : 2,
      program_id: video.program,
      instructor_id: video.instructor,
      tag_ids: video.tags,
      // The first eight are the newest; the archive goes back from seven weeks ago.
      createdAt: video_id <= videos.length ? daysFromNow(-30 + video_id) : daysFromNow(-90 + video_id),
    });
    video_id += 1;
  }

  await seedOnlineAccess();
  const ana = personas.ana.customer_id;
  await db.favorites.create({ favorite_id: 1, video_id: 1, customer_id: ana });
  await db.favorites.create({ favorite_id: 2, video_id: 3, customer_id: ana });
  await db.videoCompletions.create({ video_id: 2, customer_id: ana, createdAt: daysFromNow(-3) });
}

/**
 * The video library needs a live purchase of the online package (ARCHITECTURE.md: ana and
 * suscrita watch videos, sincreditos does not). Ids 9 and 10, between commerce's purchases.
 */
async function seedOnlineAccess(): Promise<void> {
  const buyers = [
    { purchase_id: 9, customer_id: personas.ana.customer_id, status: 'completed', days: -5 },
    { purchase_id: 10, customer_id: personas.suscrita.customer_id, status: 'active', days: -12 },
  ];
  for (const buyer of buyers) {
    await db.purchases.create({
      purchase_id: buyer.purchase_id,
      customer_id: buyer.customer_id,
      class_package_id: PACKAGE.online,
      title: 'Online ilimitado',
      amount: 349,
      total_payment: 349,
      createdAt: daysFromNow(buyer.days),
      updatedAt: daysFromNow(buyer.days),
      cancelledAt: null,
      status: buyer.status,
      class_amount: 0,
      payment_method_id: null,
      subscription_id: null,
      subscription_interval: null,
      subscription_period: null,
      free_trial_length: null,
      expiration_days: 30,
    });
  }
}
