/** An assessment's id in the path, from the API's contract. */
export { assessmentParams } from '#domain/schemas/claim';
