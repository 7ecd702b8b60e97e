import type { ApiFailure } from './errors';

/** An upload that failed: which field, and the API's failure (its message is the server's). */
export class FileUploadFailure extends Error {
  readonly key: string;
  readonly failure: ApiFailure;

  constructor(key: string, failure: ApiFailure) {
    super(failure.message);
    this.name = 'FileUploadFailure';
    this.key = key;
    this.failure = failure;
  }
}
