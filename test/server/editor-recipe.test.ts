/**
 * Issue 26 point 11: the README's editing recipe, run as printed against a site started as
 * `npm start` starts it (no UPSTREAM_URL, no webhook secret, the embedded sample CMS on a port of
 * its own): the edit reaches the page. Needs `npm run build` first (npm test does it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The recipe's command line from the README's code block, as an editor would copy it. */
function recipeFromReadme(): string {
  const line = readFileSync("README.md", "utf8")
    .split("\n")
    .find((l) => l.startsWith("npm run sample-cms -- --edit "));
  if (!line) throw new Error("README has no editing recipe");
  return line;
}

const env = { ...process.env };
for (const key of ["UPSTREAM_URL", "WEBHOOK_SECRETS", "WEBHOOK_BEARER_TOKEN", "SAMPLE_CMS_PORT", "SAMPLE_CMS_WEBHOOK_SECRET"]) delete env[key];

let site: ChildProcess;
let siteUrl = "";
beforeAll(async () => {
  site = spawn(process.execPath, ["dist/server/index.js"], { env: { ...env, NODE_ENV: "production", SAMPLE_CMS: "on", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" }, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  siteUrl = await new Promise<string>((resolve, reject) => {
    site.stdout!.on("data", (chunk) => {
      out += String(chunk);
      const port = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://localhost:${port}`);
    });
    site.once("exit", (code) => reject(new Error(`site exited (${code}): ${out}`)));
  });
}, 30_000);
afterAll(async () => {
  if (site.exitCode === null) {
    site.kill("SIGTERM");
    await once(site, "exit");
  }
});

describe("the README's editing recipe", () => {
  it("works as printed: the sample CMS is found through the site, the webhook is accepted, the page shows the edit", async () => {
    const recipe = recipeFromReadme();
    expect(recipe).toContain("--site-url http://localhost:3000");
    expect(recipe).not.toContain("--secret");
    const path = /--edit (\S+)/.exec(recipe)![1]!;
    const value = /heading "([^"]+)"/.exec(recipe)![1]!;
    expect(await (await fetch(siteUrl + path)).text()).not.toContain(value);

    const cli = spawn("sh", ["-c", recipe.replace("http://localhost:3000", siteUrl)], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    cli.stdout!.on("data", (c) => (output += String(c)));
    cli.stderr!.on("data", (c) => (output += String(c)));
    const [code] = await once(cli, "exit");
    expect(code, output).toBe(0);
    expect(output).toContain('"status": 202');
    expect(await (await fetch(siteUrl + path)).text()).toContain(value);
  }, 60_000);

  it("names the site's sample CMS at /healthz, so the command can find it", async () => {
    const health = (await (await fetch(`${siteUrl}/healthz`)).json()) as { sampleCms?: string };
    expect(health.sampleCms).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
