// The image's health check: the gateway answers /healthz on its own port within the timeout.
const port = process.env.PORT ?? "8080";
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
