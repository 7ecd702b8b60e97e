// Who may import whom (docs/architecture.md, "Layers"). Each zone forbids files under `target`
// from importing files under `from`; paths are relative to the repository root.

const VIEW_LAYERS = ['./src/features', './src/ui', './src/app', './src/admin'];

/** @param {string[]} features the folders of src/features */
export function boundaryZones(features) {
  return [
    // Features do not import each other: what two share lives in src/ui, src/domain or a machine.
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'Features do not import each other: move what they share to src/ui or src/domain.',
    })),
    // Views never call the API: reads go through the read pattern, writes through a machine.
    ...VIEW_LAYERS.map((target) => ({
      target,
      from: ['./src/api/client.ts', './src/api/uploads.ts'],
      message: 'Views do not call the API client: use a read (machines/query) or a machine.',
    })),
    // Machines own flows, not screens: nothing of the app shell, the views or the mocks.
    {
      target: './machines',
      from: ['./src/app', './src/features', './src/ui', './src/admin', './mocks'],
      message: 'Machines import neither src/app, views nor mocks: take what they need as input or actors.',
    },
    // Domain rules are pure: they import nothing of the app but its types and strings.
    {
      target: './src/domain',
      from: [
        './src/app',
        './src/features',
        './src/ui',
        './src/admin',
        './machines',
        './mocks',
        './src/api/client.ts',
      ],
      message: 'src/domain holds pure rules: it imports nothing of the app.',
    },
    // The server shares rules (src/domain) and the contract's types, never the app, MSW or the mocks'
    // handlers; the mocks' seed reaches it as plain records (mocks/seed-records.ts) for db:seed.
    {
      target: './server',
      from: ['./src/app', './src/features', './src/ui', './src/admin', './machines', './src/api/client.ts'],
      message: 'server/ imports src/domain and the contract types, never the app, machines or mocks.',
    },
    {
      target: './server',
      from: './mocks',
      except: ['./seed-records.ts'],
      message: 'server/ reaches the mocks only for the shared seed (mocks/seed-records.ts).',
    },
    // Shared UI serves every feature, so it cannot depend on one.
    {
      target: './src/ui',
      from: ['./src/features', './src/admin'],
      message: 'src/ui is shared by every feature and cannot import one.',
    },
    // The app never asks "am I mocked?": only the mock-mode entry and the QA console reach mocks.
    {
      target: [
        ...['api', 'app', 'config', 'domain', 'i18n', 'identity', 'ui', 'admin'].map(
          (folder) => `./src/${folder}`,
        ),
        ...features.filter((feature) => feature !== 'devtools').map((feature) => `./src/features/${feature}`),
      ],
      from: './mocks',
      message:
        'Only src/main.tsx, the provider adapters in src/payments and the QA console (src/features/devtools) reach mocks, and only lazily.',
    },
  ];
}
