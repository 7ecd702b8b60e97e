/**
 * What shows while the app starts, before the studio's configuration and theme exist: plain
 * markup and src/app/boot-loading.css, no Chakra (its theme costs tens of milliseconds to build).
 * index.html carries the same markup, rendered at build time (vite.config.ts), so the page shows
 * it before any script has run; the label is passed in because the build reads it too.
 */
export function BootLoading({ label }: { label: string }) {
  return (
    <div className="boot-loading" role="status" aria-live="polite">
      <svg className="boot-loading-spinner" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle
          cx="16"
          cy="16"
          r="13"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeDasharray="56 26"
        />
      </svg>
      <span className="boot-loading-label">{label}</span>
    </div>
  );
}
