/** What boot noticed about QA's URL parameters, for the console to show once it mounts. */
export const bootNotices: { invalidParams: string[] } = { invalidParams: [] };
