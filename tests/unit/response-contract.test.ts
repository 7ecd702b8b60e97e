// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractViolation } from '#mocks/response-contract';

const request = (method: string, path: string) => new Request(`http://localhost/api${path}`, { method });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the contract check on mocked answers', () => {
  it('accepts an answer that matches the schema', async () => {
    expect(
      await contractViolation(request('GET', '/tags'), json({ tags: [{ tag_id: 1, name: 'A' }] })),
    ).toBeNull();
  });

  it('names a body that breaks the schema', async () => {
    const violation = await contractViolation(request('GET', '/tags'), json({ tags: [{ name: 'A' }] }));
    expect(violation).toContain("must have required property 'tag_id'");
  });

  it('names a status the operation does not declare', async () => {
    expect(await contractViolation(request('GET', '/tags'), json({ message: 'x' }, 409))).toContain(
      'status not declared',
    );
  });

  it('names a path that is not in the contract', async () => {
    expect(await contractViolation(request('GET', '/nope'), json({}))).toContain('no such operation');
  });

  it('leaves answers outside /api (the identity emulator) alone', async () => {
    const outside = new Request('http://localhost/identitytoolkit.googleapis.com/v1/accounts:lookup', {
      method: 'POST',
    });
    expect(await contractViolation(outside, json({ anything: true }, 400))).toBeNull();
  });

  it('matches concrete paths before templated ones', async () => {
    const upcoming = await contractViolation(request('GET', '/videos/upcoming'), json({ videos: [] }));
    expect(upcoming).toBeNull();
  });
});
