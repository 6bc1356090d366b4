/** /groups: only the catalogue's code; the form is a chunk of its own. */
export function GroupCatalogueRoute() {
  return null;
}
