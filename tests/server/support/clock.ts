/** The instant every server suite is seeded and runs at: a Wednesday afternoon in the studio. */
export const NOW = new Date('2026-11-25T18:00:00.000Z');
/** The Firebase project the suites' emulator tokens name: the mocks' own, so one token serves both. */
export { MOCK_PROJECT_ID as TEST_PROJECT_ID } from '#mocks/identity-token';
