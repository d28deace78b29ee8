// The bundle requires @aws-sdk/client-cognito-identity-provider from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-cognito-identity-provider';
module.exports = require(sdk);
