import { Redis } from "ioredis";

/**
 * Tells every gateway instance that a cached entry changed. In one process a call reaches the
 * local listeners only; with Redis it is published to all instances.
 */
export interface InvalidationBus {
  publish(key: string): Promise<void>;
  subscribe(listener: (key: string) => void): void;
  close(): Promise<void>;
  /** With Redis: its command connection, for other state every instance shares (never subscribed). */
  readonly redis?: Redis;
}

export function localInvalidationBus(): InvalidationBus {
  const listeners: ((key: string) => void)[] = [];
  return {
    async publish(key) {
      for (const listener of listeners) listener(key);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
    },
  };
}

export async function redisInvalidationBus(url: string, channel = "icms:invalidate"): Promise<InvalidationBus> {
  const publisher = new Redis(url, { lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]).catch((error: Error) => {
    throw new Error(`REDIS_URL: cannot connect (${error.message})`);
  });
  const listeners: ((key: string) => void)[] = [];
  await subscriber.subscribe(channel);
  subscriber.on("message", (_channel: string, key: string) => {
    for (const listener of listeners) listener(key);
  });
  return {
    async publish(key) {
      // Local listeners first, so this instance never serves the old value after its own write.
      for (const listener of listeners) listener(key);
      await publisher.publish(channel, key);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    redis: publisher,
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
