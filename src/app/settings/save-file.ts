/** Hands the browser a JSON document to save, as a download of its own. */
export function saveJsonFile(data: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
