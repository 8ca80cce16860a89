// Saves a Blob as a file the browser downloads: a temporary object URL and an <a download> click.
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves text as a UTF-8 text file. */
export function saveTextDownload(text: string, fileName: string): void {
  saveDownload(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}
