import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { fileUploadMachine, type FileUploadEvent } from '#machines/file-upload/machine';

const photo = new File(['x'], 'foto.png', { type: 'image/png' });
const record = { file_id: 9, src: 'data:image/png;base64,eA==', name: 'foto.png', type: 'image/png' };

/** An upload that reports what the test scripts: progress steps, then done or a failure. */
function scripted(...steps: FileUploadEvent[]) {
  const picked: File[] = [];
  const upload = fromCallback<EventObject, { file: File }>(({ sendBack, input }) => {
    picked.push(input.file);
    for (const step of steps) sendBack(step);
  });
  return { picked, machine: fileUploadMachine.provide({ actors: { upload } }) };
}

describe('the file upload machine', () => {
  it('reports progress, then hands the form the uploaded record once', () => {
    const uploads: unknown[] = [];
    const { machine, picked } = scripted(
      { type: 'upload.progress', fraction: 0.5 },
      { type: 'upload.done', file: record },
    );
    const actor = createActor(
      machine.provide({ actions: { notifyUploaded: (_, file) => void uploads.push(file) } }),
    ).start();
    actor.send({ type: 'upload.pick', file: photo });
    expect(picked).toEqual([photo]);
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(actor.getSnapshot().context.progress).toBe(1);
    expect(uploads).toEqual([record]);
  });

  it('stops on a failure with its message, and a retry uploads the same file again', () => {
    const failure = { kind: 'rejected', message: 'El archivo es demasiado grande.' } as const;
    const { machine, picked } = scripted(
      { type: 'upload.progress', fraction: 0.2 },
      { type: 'upload.failed', failure },
    );
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.pick', file: photo });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    actor.send({ type: 'upload.retry' });
    expect(picked).toEqual([photo, photo]);
  });
});
