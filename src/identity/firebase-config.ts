import type { FirebaseOptions } from 'firebase/app';

/** The web app's Firebase settings come from `GET /appconfig` as the JSON string `firebaseConfig`. */
export function firebaseConfigFrom(raw: Readonly<Record<string, string>>): FirebaseOptions {
  const text = raw.firebaseConfig;
  if (!text) throw new Error('appconfig has no firebaseConfig: identity cannot start');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('appconfig firebaseConfig is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error('appconfig firebaseConfig is not an object');
  const config = parsed as FirebaseOptions;
  if (typeof config.apiKey !== 'string' || typeof config.projectId !== 'string') {
    throw new Error('appconfig firebaseConfig needs apiKey and projectId');
  }
  return config;
}
