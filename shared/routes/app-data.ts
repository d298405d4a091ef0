/** What the server embeds for the browser: the public config and the router state it rendered. */
import type { PublicConfig } from "../public-config";

export interface AppData {
  config: PublicConfig;
  hydration: {
    loaderData: Record<string, unknown>;
    /** Route errors as messages; the browser turns them back into Error objects. */
    errors: Record<string, { message: string }> | null;
  };
}

export const APP_DATA_ID = "app-data";
