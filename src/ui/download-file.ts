/** Hands the browser a file made here (an .ics, a CSV) as a download. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click above has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
