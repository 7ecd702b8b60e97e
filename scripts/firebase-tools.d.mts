export const FIREBASE_TOOLS_VERSION: string;
/** `FIREBASE_TOOLS_DIR`, or the cache folder holding the pinned firebase-tools. */
export function firebaseToolsDir(): string;
/** The `firebase` command, installed first when missing. */
export function ensureFirebaseTools(): string;
