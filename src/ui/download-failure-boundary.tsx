import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '#src/app/chunk-load-error';
import { retryFailedLoads } from '#src/app/retryable-lazy';

interface Props {
  children: ReactNode;
  /** What shows instead of the part while its file could not be downloaded. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * Keeps a lazy part whose file did not arrive (no connection) from taking the screen with it:
 * `failed` shows in its place, and `retry` downloads the file again, as a new mount does. Any
 * other error goes on up to the route's error screen, as before.
 */
export class DownloadFailureBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  constructor(props: Props) {
    super(props);
    // Opened again after a failure (the customer closed the notice and pressed Reservar again):
    // the part downloads again rather than fail at once with the error React kept.
    retryFailedLoads();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.failed(this.retry);
  }
}
