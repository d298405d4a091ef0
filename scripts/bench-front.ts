/**
 * The bench's "through Varnish" figures: varnishd with deploy/varnish/site.vcl in front of the warm
 * built server, so operators see what the cache in front buys next to the direct figures. Null when
 * varnishd is not installed (Debian: `apt-get install varnish varnish-modules`).
 */
import { freePort, startVarnish, VARNISHD, type Varnish } from "./scale-engines";

export async function startFrontCache(backendPort: number, paths: readonly string[]): Promise<Varnish | null> {
  if (!VARNISHD) return null;
  const varnish = await startVarnish({ port: await freePort(), backends: [{ host: "127.0.0.1", port: backendPort }] });
  // Each page requested once before it is measured, as the warm server's output cache is.
  for (const path of paths) await (await fetch(`${varnish.url}${path}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
  return varnish;
}
