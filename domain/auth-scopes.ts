/**
 * The API's own OAuth scope, which managed login (Google, Facebook) grants and the API's
 * authorizer accepts. Cognito's admin scope is never granted to managed login: with it, a user could
 * change their own attributes with Cognito directly, around the API's checks.
 */
export const API_RESOURCE_SERVER = 'policylens-api';
export const API_SCOPE_NAME = 'app';
export const API_SCOPE = `${API_RESOURCE_SERVER}/${API_SCOPE_NAME}`;
/** What password sign-in puts in every access token (Cognito's own; it cannot be left out). */
export const PASSWORD_SIGN_IN_SCOPE = 'aws.cognito.signin.user.admin';
