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
  // No offline queue for the publisher: while Redis is down a publish fails at once rather than
  // holding the request that wrote; the subscriber reconnects and subscribes again on its own.
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { lazyConnect: true });
  let warned = false;
  const warnOnce = (error: Error) => {
    if (warned) return;
    warned = true;
    console.error(
      JSON.stringify({
        level: "warn",
        msg: "cache invalidations stay in this instance: Redis unreachable",
        err: error.message,
      }),
    );
  };
  publisher.on("ready", () => {
    warned = false;
  });
  for (const connection of [publisher, subscriber]) connection.on("error", warnOnce);
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
      // While Redis is down the other instances miss it: their entries live out their time.
      await publisher.publish(channel, key).catch(warnOnce);
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
