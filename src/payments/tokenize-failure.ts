/** The card tokenizer refused the card (a bad number, a provider error); `message` is for the customer. */
export class TokenizeFailure extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'TokenizeFailure';
    this.code = code;
  }
}
