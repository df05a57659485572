/**
 * Starts a browser download without leaving the page: a link to our own download address (a 302
 * to the storage's signed address, which answers Content-Disposition: attachment).
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  // Empty: the server's Content-Disposition names the file.
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
