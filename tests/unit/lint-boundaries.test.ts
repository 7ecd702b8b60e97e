// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each boundary of docs/architecture.md ("Layers") is a lint rule; these cases prove each one
// fires on a real import, and that the allowed direction passes.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/charges/fixture.ts',
      "import { purchaseRow } from '#src/features/purchases/purchase-rows';\nexport const f = purchaseRow;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a view importing the API client',
      'src/features/credits/fixture.ts',
      "import { api } from '#src/api/client';\nexport const f = api;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'shared UI importing the API client',
      'src/ui/fixture.ts',
      "import { api } from '#src/api/client';\nexport const f = api;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a machine importing the app shell',
      'machines/reserve/fixture.ts',
      "import { inspect } from '#src/app/inspection';\nexport const f = inspect;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a machine importing React',
      'machines/reserve/fixture.ts',
      "import { useState } from 'react';\nexport const f = useState;\n",
      'no-restricted-imports',
    ],
    [
      'a domain rule importing a machine',
      'src/domain/fixture.ts',
      "import { reserveMachine } from '#machines/reserve/machine';\nexport const f = reserveMachine;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'app code importing the mocks',
      'src/config/fixture.ts',
      "import { mockNow } from '#mocks/clock';\nexport const f = mockNow;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a relative import out of its folder instead of an alias',
      'src/features/credits/fixture.ts',
      // Built in pieces so that no import rewrite ever mistakes it for a real import.
      `import { formatMxn } from '${'..'}/money';\nexport const f = formatMxn;\n`,
      'no-restricted-imports',
    ],
  ])('fails on %s', async (_name, filePath, code, rule) => {
    expect(await rulesFired(filePath, code)).toContain(rule);
  });

  it('fails on an import cycle', async () => {
    const [result] = await eslint.lintFiles(['tests/lint-fixtures/cycle/a.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('lets a feature use shared UI, domain rules, machines and its own files', async () => {
    const code = [
      "import { formatMxn } from '#src/domain/money';",
      "import { PageHeader } from '#src/ui/page-header';",
      "import { reserveMachine } from '#machines/reserve/machine';",
      "import { es } from '#src/i18n/es';",
      'export const f = [formatMxn, PageHeader, reserveMachine, es];',
    ].join('\n');
    expect(await rulesFired('src/features/credits/fixture.ts', `${code}\n`)).toEqual([]);
  });
});
