/**
 * Hands a CSV text to the browser's download under the name given. A byte-order mark goes first,
 * so spreadsheet programs read the text as UTF-8 (Japanese and Chinese names and descriptions).
 */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
