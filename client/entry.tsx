/**
 * Browser entry: read the data the server rendered from, hydrate the same routes with it, and take
 * over navigation (loaders then fetch through the same-origin proxies).
 */
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "../shared/components/app-context";
import { APP_DATA_ID, type AppData } from "../shared/routes/app-data";
import { createRoutes } from "../shared/routes/routes";
import { SITES } from "../shared/site";
import { browserSource } from "./browser-source";


function start(): void {
  const dataElement = document.getElementById(APP_DATA_ID);
  const root = document.getElementById("root");
  if (!dataElement?.textContent || !root) return;
  const appData = JSON.parse(dataElement.textContent) as AppData;
  const site = SITES[appData.config.site];
  const source = browserSource(site, appData.config);
  const errors = appData.hydration.errors
    ? Object.fromEntries(Object.entries(appData.hydration.errors).map(([id, e]) => [id, new Error(e.message)]))
    : null;
  const router = createBrowserRouter(
    createRoutes(() => source),
    { hydrationData: { loaderData: appData.hydration.loaderData, errors } },
  );
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider value={{ site, config: appData.config }}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

start();
