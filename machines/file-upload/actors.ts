import { fromCallback, type EventObject } from 'xstate';
import { toFailure } from '#src/api/failures';
import { uploadWithProgress } from '#src/api/upload-progress';
import type { FilesLocation } from '#src/api/uploads';

/** The real upload to the configured store (files_location), reporting progress as it goes. */
export function createFileUploadActors(location: FilesLocation) {
  return {
    upload: fromCallback<EventObject, { file: File }>(({ sendBack, input }) => {
      let live = true;
      uploadWithProgress(
        input.file,
        location,
        (fraction) => live && sendBack({ type: 'upload.progress', fraction }),
      )
        .then((file) => live && sendBack({ type: 'upload.done', file }))
        .catch(
          (error: unknown) =>
            live && sendBack({ type: 'upload.failed', failure: toFailure('resource', error) }),
        );
      return () => {
        live = false;
      };
    }),
  };
}
