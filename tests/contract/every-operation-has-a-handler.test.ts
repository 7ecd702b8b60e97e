// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractDocument } from '#mocks/contract-validator';
import { handlers } from '#mocks/handlers/all';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function declaredOperations(): string[] {
  const operations: string[] = [];
  for (const [path, item] of Object.entries(contractDocument.paths)) {
    for (const method of METHODS) {
      if (method in item)
        operations.push(`${method.toUpperCase()} */api${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return operations;
}

function handledOperations(): Set<string> {
  // Only `/api` is the contract; the identity emulator's handlers (mocks/identity.ts) are not.
  return new Set(
    handlers
      .map((handler) => handler.info as { method: string; path: string })
      .filter(({ path }) => path.startsWith('*/api/'))
      .map(({ method, path }) => `${method} ${path}`),
  );
}

describe('the mock backend', () => {
  it('has a handler for every operation in openapi.yaml', () => {
    const handled = handledOperations();
    const missing = declaredOperations().filter((operation) => !handled.has(operation));
    expect(missing).toEqual([]);
  });

  it('has no handler outside the contract', () => {
    const declared = new Set(declaredOperations());
    const extra = [...handledOperations()].filter((operation) => !declared.has(operation));
    expect(extra).toEqual([]);
  });
});
