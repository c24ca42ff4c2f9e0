/** The publication id of a route parameter, or null when it is not a positive integer. */
export function parsePublicationId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
