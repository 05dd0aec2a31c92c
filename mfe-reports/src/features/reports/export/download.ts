/** Hands the browser a file to save (the CSV export). */
export function downloadText(fileName: string, text: string, type: string): void {
  // a byte-order mark, so that spreadsheets read the Polish letters as UTF-8
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
