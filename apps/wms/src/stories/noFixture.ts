/**
 * The event a story's page gets when its fixtures answer no call of the contract made by the
 * screen (appHandlers.ts's last handler): the story pass (tests/visual/run.mjs) fails the story on
 * it. One name for both sides (issue 50).
 */
export const NO_FIXTURE_EVENT = 'wms:no-fixture';
