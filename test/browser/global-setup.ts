/**
 * One Chromium for the whole browser run: started once here (in vitest's main process) and reached
 * by every test file through its WebSocket endpoint, instead of one launch per file. Each file still
 * gets a browser object of its own (`launch()` in the harness connects), whose contexts close when
 * that file closes it; sites stay per file, since tests read and steer their sample CMS in process.
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { assertFeaturesKept, CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    chromiumWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    assertFeaturesKept(server.process().spawnargs);
  } catch (error) {
    await server.close();
    throw error;
  }
  project.provide("chromiumWsEndpoint", server.wsEndpoint());
  return () => server.close();
}
