/**
 * The layer order of docs/decisions/layers.md as rules: imports only point down, and no module
 * reaches itself again. `npm run lint:deps` checks them (part of `npm test`). Type-only imports
 * count: a circle of types still ties the modules together.
 */
const ABOVE_DOMAIN = "^shared/(view|pages|components|routes|forms|state|analytics)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module that imports itself back through others; split out what both sides need.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-not-server-client",
      comment: "shared/ runs on both sides; server/ and client/ sit above it.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(server|client)/" },
    },
    {
      name: "pages-no-loaders",
      comment: "Layer 2: pages and components get view models; the loaders (shared/routes) sit above them.",
      severity: "error",
      from: { path: "^shared/(pages|components)/" },
      to: { path: "^shared/routes/" },
    },
    {
      name: "view-no-loaders",
      comment: "Layer 3: views map CMS answers; they never import the loaders or the React layer.",
      severity: "error",
      from: { path: "^shared/view/" },
      to: { path: "^shared/(routes|pages|components)/" },
    },
    {
      name: "forms-state-analytics-below-views",
      comment: "Layer 4: the form engine, browser state and the data layer never import loaders, pages or views.",
      severity: "error",
      from: { path: "^shared/(forms|state|analytics)/" },
      to: { path: "^shared/(routes|pages|view)/" },
    },
    {
      name: "domain-below",
      comment: "Layer 5: the spec's rules import nothing above them.",
      severity: "error",
      from: { path: "^shared/domain/" },
      to: { path: ABOVE_DOMAIN },
    },
    {
      name: "contract-below",
      comment: "Layer 6: the upstream contract imports nothing above the domain rules.",
      severity: "error",
      from: { path: "^shared/contract/" },
      to: { path: ABOVE_DOMAIN },
    },
    {
      name: "plain-data-below",
      comment: "Layer 6: the path table, texts and site objects import nothing above them, bar two types of the form engine (FormState, FormId).",
      severity: "error",
      from: { path: "^shared/(paths/|i18n/|site\\.ts|public-config\\.ts)" },
      to: { path: "^shared/(view|pages|components|routes|state|analytics|domain)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
