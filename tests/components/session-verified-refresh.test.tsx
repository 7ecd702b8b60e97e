import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAnnounceVerified, useReadAgainWhenStale } from '#src/app/freshness';

// The live offline start (tests/e2e-live/offline-start.spec.ts): the network came back, the read
// that 'online' started failed before the server could answer, and Mis Reservaciones kept the
// device's copy after the session was verified. Verification itself now reads again.
function Screen({ unverified, readAgain }: { unverified: boolean; readAgain: () => void }) {
  useAnnounceVerified(unverified);
  useReadAgainWhenStale(readAgain);
  return null;
}

describe('a session started offline, verified by the server', () => {
  it('reads the screen again once, when it is verified, and not on a start already verified', () => {
    const readAgain = vi.fn();
    const { rerender } = render(<Screen unverified={true} readAgain={readAgain} />);
    rerender(<Screen unverified={true} readAgain={readAgain} />);
    expect(readAgain).not.toHaveBeenCalled();
    rerender(<Screen unverified={false} readAgain={readAgain} />);
    expect(readAgain).toHaveBeenCalledTimes(1);
    rerender(<Screen unverified={false} readAgain={readAgain} />);
    expect(readAgain).toHaveBeenCalledTimes(1);

    const verifiedFromTheStart = vi.fn();
    render(<Screen unverified={false} readAgain={verifiedFromTheStart} />);
    expect(verifiedFromTheStart).not.toHaveBeenCalled();
  });
});
