import type { ReactNode } from 'react';
import styles from './alert.module.css';

/**
 * Chakra's Alert (subtle, size md) as a plain element, for screens that must not wait for Chakra:
 * an error says so at once (`role="alert"`); information is read in its place.
 */
export function PlainAlert({ status, children }: { status: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      role={status === 'error' ? 'alert' : undefined}
      data-status={status}
      className={status === 'error' ? styles.alert : `${styles.alert} ${styles.info}`}
    >
      <span className={styles.indicator}>{status === 'error' ? <WarningIcon /> : <InfoIcon />}</span>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Chakra Alert's error icon: a circled exclamation mark. */
function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
    </svg>
  );
}

/** Chakra Alert's info icon: a circled i. */
function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z" />
    </svg>
  );
}
