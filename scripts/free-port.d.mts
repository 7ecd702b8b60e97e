/** A free port below the ephemeral range, with the `after` ports that follow it (free-port.mjs). */
export function freePort(after?: number): Promise<number>;
