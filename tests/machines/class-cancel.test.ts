import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { classCancelMachine, type ClassCancelResult } from '#machines/class-cancel/machine';
import { selectFailure, selectIsOpen, selectTarget } from '#machines/class-cancel/selectors';

const refusal = { kind: 'rejected' as const, message: 'Esta clase ya fue cancelada.' };
const answer: ClassCancelResult = {
  message: 'Clase cancelada.',
  affected: 3,
  credits_returned: 2,
  mails_sent: 3,
};

function start(fail = false) {
  const sent: number[] = [];
  const done: ClassCancelResult[] = [];
  let release: () => void = () => {};
  const machine = classCancelMachine.provide({
    actors: {
      cancelClass: fromPromise<ClassCancelResult, { singleClassId: number }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            sent.push(input.singleClassId);
            release = () => (fail ? reject(refusal) : resolve(answer));
          }),
      ),
    },
    actions: { notifyCancelled: (_, result) => done.push(result) },
  });
  const actor = createActor(machine).start();
  return { actor, sent, done, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('class cancel machine', () => {
  it('asks first, saying how many customers are affected; going back sends nothing', () => {
    const { actor, sent } = start();
    actor.send({ type: 'classCancel.start', target: { singleClassId: 7, affected: 3 } });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectTarget(actor.getSnapshot())).toEqual({ singleClassId: 7, affected: 3 });
    actor.send({ type: 'classCancel.dismiss' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(sent).toEqual([]);
  });

  it('cancels once however many times confirm is pressed, then reports the credits returned', async () => {
    const { actor, sent, done, release } = start();
    actor.send({ type: 'classCancel.start', target: { singleClassId: 7, affected: 3 } });
    actor.send({ type: 'classCancel.confirm' });
    actor.send({ type: 'classCancel.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sent).toEqual([7]);
    release();
    await settle();
    expect(done).toEqual([answer]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('stays in the confirmation with the server message when it is refused, and can try again', async () => {
    const { actor, sent, done, release } = start(true);
    actor.send({ type: 'classCancel.start', target: { singleClassId: 7, affected: 0 } });
    actor.send({ type: 'classCancel.confirm' });
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(selectFailure(actor.getSnapshot())).toEqual(refusal);
    expect(done).toEqual([]);
    actor.send({ type: 'classCancel.confirm' });
    expect(sent).toEqual([7, 7]);
  });
});
