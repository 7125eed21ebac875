import type { RunningPlatform } from "./platform.js";

/** What receives the signals: the process, or a stand-in in tests. */
interface SignalSource {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

/**
 * Drains the platform on SIGTERM (an orchestrator stopping it) or SIGINT (Ctrl+C) and exits 0
 * once everything has stopped (`RunningPlatform.stop`). A second signal, a drain longer than
 * DRAIN_TIMEOUT_SECONDS or a failing stop exits at once with 1, saying why: an operator who asks
 * twice wants it gone, and an orchestrator kills it anyway when its own grace period ends.
 */
export function drainOnSignals(
  platform: Pick<RunningPlatform, "config" | "log" | "stop">,
  { signals = process as SignalSource, exit = (code: number): void => process.exit(code) } = {},
): void {
  const { log } = platform;
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      log.error({ signal }, "second signal while draining: exiting without waiting");
      exit(1);
      return;
    }
    draining = true;
    const seconds = platform.config.DRAIN_TIMEOUT_SECONDS;
    setTimeout(() => {
      log.error({ timeoutSeconds: seconds }, `drain not finished after ${seconds} s: exiting without waiting`);
      exit(1);
    }, seconds * 1000).unref();
    log.info({ signal }, "stopping");
    platform.stop().then(
      () => {
        log.info("drained");
        exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "drain failed");
        exit(1);
      },
    );
  };
  signals.on("SIGTERM", onSignal);
  signals.on("SIGINT", onSignal);
}
