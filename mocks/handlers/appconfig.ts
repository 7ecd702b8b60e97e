import { requireStaff } from '#mocks/auth';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';

type Entry = { key: string; value: string | null };

const COLOUR_KEYS = new Set(['primary', 'accent', 'dark', 'gray', 'light', 'primary-light']);
const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
/** Keys the studio cannot change from the back-office: identity and storage belong to the deployment. */
const LOCKED = new Set(['firebaseConfig', 'S3_ENDPOINT', 'bucket', 'region', 'files_location']);

function currentConfig() {
  return db.appConfig.all().map(({ key, value }) => ({ key, value }));
}

/** What the server refuses, as a real one would: the back-office shows the message next to its form. */
function checkEntry({ key, value }: Entry): void {
  if (!key.trim()) throw apiError(400, 'Cada ajuste necesita su clave.');
  if (LOCKED.has(key)) throw apiError(403, `El ajuste ${key} no se puede cambiar desde el back-office.`);
  if (value === null || value === '') return;
  if (COLOUR_KEYS.has(key) && !HEX.test(value.trim()))
    throw apiError(400, `El color ${key} no es un color hexadecimal válido.`);
  if (key === 'signup_fee') {
    const id = Number(value);
    if (!db.classPackages.findFirst((q) => q.where({ class_package_id: id })))
      throw apiError(400, 'El paquete de inscripción no existe.');
  }
}

export const appConfigHandlers = [
  http.get('/appconfig', ({ response }) => response(200).json({ config: currentConfig() })),
  // Inferred: the studio's settings screen sends the entries it changed; the others stay.
  http.put('/appconfig', async ({ request, response }) => {
    requireStaff(request);
    const { config } = (await request.json()) as { config?: Entry[] };
    if (!Array.isArray(config)) throw apiError(400, 'Faltan los ajustes por guardar.');
    const entries = config.map((entry) => ({ key: entry.key, value: entry.value ?? null }));
    entries.forEach(checkEntry);
    for (const { key, value } of entries) {
      const found = db.appConfig.findFirst((q) => q.where({ key }));
      if (found) {
        await db.appConfig.update((q) => q.where({ key }), {
          data(record) {
            record.value = value;
          },
        });
      } else await db.appConfig.create({ key, value });
    }
    return response(200).json({ config: currentConfig() });
  }),
];
