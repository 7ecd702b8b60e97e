/**
 * Ends the current task and resumes in a new one, so a tap that arrived meanwhile is answered
 * first: start-up yields between its phases instead of running as one long task (issue 34).
 * `scheduler.yield` resumes ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
