import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A local SMTP server (smtp-server) that keeps every message it accepts. `refuse` makes it answer
 * 550 to a recipient; `hold` keeps the next message's DATA unanswered until `release`, so a test
 * can act while a sender is mid-send.
 */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const refused = new Set<string>();
  let held: { arrived: () => void; release: Promise<void> } | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        const hold = held;
        held = undefined;
        if (!hold) return callback();
        hold.arrived();
        void hold.release.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse: (address: string) => refused.add(address),
    accept: (address: string) => refused.delete(address),
    /** Holds the next message; answers when it has arrived, and the function that lets it go. */
    hold() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (held = { arrived: resolve, release: released }));
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A quoted-printable MIME part back to its text (soft line breaks joined, =XX bytes decoded). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[\dA-F]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
