import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { auditRevertMachine, type RevertFailure } from '#machines/audit-revert/machine';

function start(fail?: RevertFailure) {
  const calls: number[] = [];
  let release: () => void = () => {};
  const reverted = vi.fn();
  const machine = auditRevertMachine.provide({
    actors: {
      revertChange: fromPromise<void, { auditId: number }>(({ input }) => {
        calls.push(input.auditId);
        return new Promise<void>((resolve, reject) => {
          release = () => (fail ? reject(fail) : resolve());
        });
      }),
    },
    actions: { notifyReverted: reverted },
  });
  const actor = createActor(machine).start();
  return { actor, calls, reverted, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('audit revert machine', () => {
  it('asks first: cancelling sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'revert.ask', auditId: 4 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context.auditId).toBe(4);
    actor.send({ type: 'revert.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.auditId).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends one request however many times confirm is pressed, then tells the view', async () => {
    const { actor, calls, reverted, release } = start();
    actor.send({ type: 'revert.ask', auditId: 9 });
    actor.send({ type: 'revert.confirm' });
    actor.send({ type: 'revert.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([9]);
    release();
    await settle();
    expect(reverted).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stays on the confirmation with the server’s 409 words, and can try again', async () => {
    const message = 'Ese cambio ya fue modificado después; no se puede deshacer.';
    const { actor, calls, reverted, release } = start({ kind: 'rejected', message });
    actor.send({ type: 'revert.ask', auditId: 3 });
    actor.send({ type: 'revert.confirm' });
    release();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('confirming')).toBe(true);
    expect(snapshot.context.failure?.message).toBe(message);
    expect(reverted).not.toHaveBeenCalled();
    actor.send({ type: 'revert.confirm' });
    expect(calls).toEqual([3, 3]);
  });

  it('a new question forgets the last failure', async () => {
    const { actor, release } = start({ kind: 'rejected', message: 'No.' });
    actor.send({ type: 'revert.ask', auditId: 3 });
    actor.send({ type: 'revert.confirm' });
    release();
    await settle();
    actor.send({ type: 'revert.cancel' });
    actor.send({ type: 'revert.ask', auditId: 5 });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
