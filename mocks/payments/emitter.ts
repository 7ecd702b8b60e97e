type Handler = (payload: unknown) => void;

/**
 * Stripe's element events: on / off / once by name. 'ready' is remembered, so a listener
 * attached after the field got ready still hears it (React attaches listeners a render late).
 */
export class Emitter {
  private handlers = new Map<string, Set<Handler>>();
  private readyPayload: unknown = undefined;
  private ready = false;

  on(event: string, handler: Handler): void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    if (event === 'ready' && this.ready) setTimeout(() => handler(this.readyPayload), 0);
  }

  once(event: string, handler: Handler): void {
    const wrapped: Handler = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    this.on(event, wrapped);
  }

  off(event: string, handler?: Handler): void {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }

  emit(event: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }

  markReady(payload: unknown): void {
    if (this.ready) return;
    this.ready = true;
    this.readyPayload = payload;
    this.emit('ready', payload);
  }

  clear(): void {
    this.handlers.clear();
  }
}
