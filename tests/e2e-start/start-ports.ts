/** The ports `npm start` runs on in its test (scripts/live-e2e.mjs hands over free ones). */
export const startPorts = {
  web: Number(process.env.START_WEB_PORT ?? 5273),
  api: Number(process.env.START_API_PORT ?? 8180),
  auth: Number(process.env.START_AUTH_PORT ?? 9299),
};

export const startUrls = {
  web: `http://localhost:${startPorts.web}`,
  api: `http://localhost:${startPorts.api}`,
  auth: `http://127.0.0.1:${startPorts.auth}`,
};

/** Its data folder, emptied before each run: the first start of a fresh clone. */
export const START_DATA_DIR = '.e2e-builds/start-data';
