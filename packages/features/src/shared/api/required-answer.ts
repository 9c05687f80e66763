/** A call's data, for operations that always answer with a body: an empty success is a fault. */
export async function requiredAnswer<Data>(
  pending: Promise<{ data?: Data }>,
  operation: string,
): Promise<Data> {
  const { data } = await pending;
  if (data === undefined) throw new Error(`${operation} answered without a body`);
  return data;
}
