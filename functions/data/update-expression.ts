/**
 * `SET #f0 = :v0, …` with its names and values, for an update of the given fields; `extra` adds
 * clauses of the caller's own (`createdAt = if_not_exists(createdAt, :now)`).
 */
export function setFields(fields: Readonly<Record<string, unknown>>, ...extra: string[]) {
  const names = Object.keys(fields);
  const clauses = [...names.map((_n, i) => `#f${i} = :v${i}`), ...extra];
  return {
    UpdateExpression: `SET ${clauses.join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
    ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n]])),
  };
}

/** True for the error DynamoDB answers when a write's condition does not hold. */
export function conditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
