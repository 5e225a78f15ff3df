/** The reference server of the GT_WMS_APP contract over SQLite (see CONTRACT.md). */
export { startServer, DEMO_USERS, type ServerOptions, type RunningServer } from './server';
export { buildApp, API_BASE, APP_BASE, BODY_LIMIT } from './http/app';
export { LIST_ROUTES, menuCodeOf, listRouteByCode } from './catalogue/routes';
export { ENTITIES } from './catalogue/entities';
export { DICTIONARIES } from './catalogue/dictionaries';
export { MESSAGES } from './catalogue/messages';
export { seedDatabase, type SeedOptions, type SeedReport } from './seed/seed';
